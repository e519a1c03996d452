import { fieldRules } from '@backoffice/sdk';
import { DialogForm } from '@/lib/form/dialog-form';
import { TextFormField } from '@/lib/form/text-form-field';
import { useContractForm } from '@/lib/form/use-contract-form';
import type { useCreateReferralCode } from '../api/create-referral-code';

const RULES = fieldRules.CreateReferralCodeRequest;

/**
 * The dialog's one-field form, mounted while the dialog is open (a new code starts empty each
 * time). A taken code (409) shows under the field until it is edited; any other failure toasts.
 */
export function CreateReferralForm({
  create,
  close,
}: {
  create: ReturnType<typeof useCreateReferralCode>;
  close: () => void;
}) {
  const form = useContractForm<{ partner_code: string }, unknown>({
    rules: RULES,
    defaultValues: { partner_code: '' },
    send: (body) => create.mutateAsync({ body }),
    onSaved: close,
    askBeforeLeaving: false,
  });
  return (
    <DialogForm
      form={form}
      title="Buat kode referral"
      description="Member yang mendaftar dengan kode ini tercatat sebagai member referralmu."
      close={close}
    >
      <TextFormField
        form={form}
        name="partner_code"
        kind="code"
        maxLength={RULES.partner_code.maxLength}
        hint="4–20 huruf kapital atau angka, tanpa spasi. Contoh: JAKARTAHEMAT"
      />
    </DialogForm>
  );
}
