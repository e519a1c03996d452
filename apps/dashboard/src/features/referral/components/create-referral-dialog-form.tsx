import { fieldRules } from '@backoffice/sdk';
import { Field, Input } from '@backoffice/ui';
import { DialogForm } from '@/lib/form/dialog-form';
import { useContractForm } from '@/lib/form/use-contract-form';
import type { useCreateReferralCode } from '../api/create-referral-code';
import { normalizeReferralCode } from '../lib/referral-code-input';

type CodeValues = { partner_code: string };

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
  const form = useContractForm<CodeValues, unknown>({
    rules: fieldRules.CreateReferralCodeRequest,
    defaultValues: { partner_code: '' },
    send: (body) => create.mutateAsync({ body }),
    onSaved: close,
    askBeforeLeaving: false,
  });
  const code = form.form.register('partner_code');

  return (
    <DialogForm
      form={form}
      title="Buat kode referral"
      description="Member yang mendaftar dengan kode ini tercatat sebagai member referralmu."
      close={close}
    >
      <Field
        {...form.field('partner_code')}
        label="Kode Referral"
        hint="4–20 huruf kapital atau angka, tanpa spasi. Contoh: JAKARTAHEMAT"
      >
        <Input
          {...code}
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
          onChange={(event) => {
            event.target.value = normalizeReferralCode(event.target.value);
            return code.onChange(event);
          }}
        />
      </Field>
    </DialogForm>
  );
}
