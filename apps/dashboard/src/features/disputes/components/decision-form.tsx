import { type Dispute, enumLabels } from '@backoffice/sdk';
import { labelOf } from '@/lib/enum-badge';
import { FormFooter } from '@/lib/form/form-footer';
import { SelectFormField, TextFormField } from '@/lib/form/text-form-field';
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
  const { form, submit } = contractForm;
  const [status, decision] = form.watch(['status', 'decision']);
  return (
    <form noValidate onSubmit={submit} aria-label="Keputusan sengketa" className="grid gap-5">
      <div className="grid items-start gap-5 md:grid-cols-2">
        <SelectFormField
          form={contractForm}
          name="status"
          placeholder="Pilih status"
          choices={nextStatuses(current).map((next) => ({
            value: next,
            label: labelOf(enumLabels.DisputeStatus, next),
          }))}
        />
        {status === 'resolved' ? (
          <SelectFormField
            form={contractForm}
            name="decision"
            placeholder="Pilih keputusan"
            choices={Object.entries(enumLabels.DisputeDecision).map(([value, { label }]) => ({
              value,
              label,
            }))}
          />
        ) : null}
        {status === 'resolved' && decision === 'split' ? (
          <TextFormField
            form={contractForm}
            name="client_amount"
            kind="number"
            hint="Dalam Rupiah, kurang dari jumlah sengketa; sisanya untuk freelancer."
          />
        ) : null}
      </div>
      <TextFormField
        form={contractForm}
        name="note"
        rows={3}
        hint="Dikirim ke klien dan freelancer di chat sengketa."
      />
      <FormFooter form={contractForm} submitLabel="Simpan keputusan" />
    </form>
  );
}
