import { fieldRules } from '@backoffice/sdk';
import {
  Button,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Field,
  Input,
} from '@backoffice/ui';
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
    <form noValidate onSubmit={form.submit} className="grid gap-5">
      <DialogHeader>
        <DialogTitle>Buat kode referral</DialogTitle>
        <DialogDescription>
          Member yang mendaftar dengan kode ini tercatat sebagai member referralmu.
        </DialogDescription>
      </DialogHeader>
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
      <DialogFooter>
        <Button type="button" variant="outline" disabled={form.saving} onClick={close}>
          Batal
        </Button>
        <Button type="submit" loading={form.saving}>
          Simpan
        </Button>
      </DialogFooter>
    </form>
  );
}
