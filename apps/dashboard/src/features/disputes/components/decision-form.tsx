import { type Dispute, enumLabels } from '@backoffice/sdk';
import { Button, Field, Input, NativeSelect, Textarea } from '@backoffice/ui';
import { labelOf } from '@/lib/enum-badge';
import { UnsavedChangesDialog } from '@/lib/form/unsaved-changes-dialog';
import type { ContractForm } from '@/lib/form/use-contract-form';
import { type DecisionFormValues, nextStatuses } from '../lib/decision-form-values';

type DecisionFormProps = {
  form: ContractForm<DecisionFormValues>;
  /** The dispute's state now: which states it may move to. */
  current: Dispute['status'];
};

/**
 * The admin's decision: the new state; with `resolved`, who gets the money; with a split, the
 * client's part. Fields appear only when the chosen state takes them. No fetching.
 */
export function DecisionForm({ form: contractForm, current }: DecisionFormProps) {
  const { form, submit, saving, field, guard } = contractForm;
  const { register, watch } = form;
  const [status, decision] = watch(['status', 'decision']);
  return (
    <form noValidate onSubmit={submit} aria-label="Keputusan sengketa" className="grid gap-5">
      <div className="grid items-start gap-5 md:grid-cols-2">
        <Field {...field('status')}>
          <NativeSelect {...register('status')}>
            <option value="">Pilih status</option>
            {nextStatuses(current).map((next) => (
              <option key={next} value={next}>
                {labelOf(enumLabels.DisputeStatus, next)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        {status === 'resolved' ? (
          <Field {...field('decision')}>
            <NativeSelect {...register('decision')}>
              <option value="">Pilih keputusan</option>
              {Object.entries(enumLabels.DisputeDecision).map(([value, { label }]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect>
          </Field>
        ) : null}
        {status === 'resolved' && decision === 'split' ? (
          <Field
            {...field('client_amount')}
            hint="Dalam Rupiah, kurang dari jumlah sengketa; sisanya untuk freelancer."
          >
            <Input inputMode="numeric" autoComplete="off" {...register('client_amount')} />
          </Field>
        ) : null}
      </div>
      <Field {...field('note')} hint="Dikirim ke klien dan freelancer di chat sengketa.">
        <Textarea rows={3} {...register('note')} />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" loading={saving}>
          Simpan Keputusan
        </Button>
      </div>
      <UnsavedChangesDialog {...guard.dialog} />
    </form>
  );
}
