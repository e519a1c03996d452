import { type DisputeDetail, enumLabels } from '@backoffice/sdk';
import { labelOf } from '@/lib/enum-label';
import { FormFooter } from '@/lib/form/form-footer';
import { SelectFormField, TextFormField } from '@/lib/form/text-form-field';
import { useContractForm } from '@/lib/form/use-contract-form';
import { useSubmitDecision } from '../api/submit-decision';
import {
  DECISION_RULES,
  type DecisionFormValues,
  EMPTY_DECISION_FORM,
  nextStatuses,
  toDecisionBody,
} from '../lib/decision-form-values';

/**
 * The admin's decision: the new state; with `resolved`, who gets the money; with a split, the
 * client's part. Fields appear only when the chosen state takes them. The page keys it by the
 * dispute's status: a save moves the status on, so a dispute still in review gets it afresh.
 */
export function DecisionForm({ dispute }: { dispute: DisputeDetail }) {
  const submit = useSubmitDecision(dispute.id);
  const form = useContractForm<DecisionFormValues, unknown>({
    rules: DECISION_RULES,
    defaultValues: EMPTY_DECISION_FORM,
    send: (values) => submit.mutateAsync({ body: toDecisionBody(dispute.id, values) }),
  });
  const [status, decision] = form.form.watch(['status', 'decision']);
  return (
    <form noValidate onSubmit={form.submit} aria-label="Keputusan sengketa" className="grid gap-5">
      <div className="grid items-start gap-5 md:grid-cols-2">
        <SelectFormField
          form={form}
          name="status"
          placeholder="Pilih status"
          choices={nextStatuses(dispute.status).map((next) => ({
            value: next,
            label: labelOf(enumLabels.DisputeStatus, next),
          }))}
        />
        {status === 'resolved' ? (
          <SelectFormField
            form={form}
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
            form={form}
            name="client_amount"
            kind="number"
            hint="Dalam Rupiah, kurang dari jumlah sengketa; sisanya untuk freelancer."
          />
        ) : null}
      </div>
      <TextFormField
        form={form}
        name="note"
        rows={3}
        hint="Dikirim ke klien dan freelancer di chat sengketa."
      />
      <FormFooter form={form} submitLabel="Simpan keputusan" />
    </form>
  );
}
