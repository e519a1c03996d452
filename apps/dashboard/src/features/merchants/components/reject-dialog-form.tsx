import { fieldRules, type Merchant, type ReviewMerchantRequest } from '@backoffice/sdk';
import { DialogForm } from '@/lib/form/dialog-form';
import { TextFormField } from '@/lib/form/text-form-field';
import { useContractForm } from '@/lib/form/use-contract-form';
import type { RowMutation } from '@/lib/use-row-mutation';

/** The contract's rule for the reason (the status is the button pressed, not a field). */
const REASON_RULES = { reason: fieldRules.ReviewMerchantRequest.reason };
const REASON = REASON_RULES.reason;

/** The reject dialog's form, mounted while it is open: the reason checked by the contract. */
export function RejectForm({
  merchant,
  review,
  close,
}: {
  merchant: Merchant;
  review: RowMutation<Merchant, ReviewMerchantRequest>;
  close: () => void;
}) {
  const form = useContractForm<{ reason: string }, void>({
    rules: REASON_RULES,
    defaultValues: { reason: '' },
    send: ({ reason }) => {
      const text = reason.trim();
      return review.send(
        merchant,
        text ? { status: 'reject', reason: text } : { status: 'reject' },
      );
    },
    onSaved: close,
    askBeforeLeaving: false,
  });
  return (
    <DialogForm
      form={form}
      title="Tolak merchant?"
      description={`Registrasi ${merchant.name} akan ditolak. Alasan ditampilkan ke merchant.`}
      submitLabel="Tolak"
      danger
      close={close}
    >
      <TextFormField
        form={form}
        name="reason"
        rows={3}
        maxLength={REASON.maxLength}
        hint={`Opsional, paling banyak ${REASON.maxLength} karakter.`}
      />
    </DialogForm>
  );
}
