import { FormFooter } from '@/lib/form/form-footer';
import { TextFormField } from '@/lib/form/text-form-field';
import type { ContractForm } from '@/lib/form/use-contract-form';
import type { PasswordFormValues } from './password-form-values';

/** Old, new and confirmed password. No fetching: the page hands the form in. */
export function PasswordForm({ form }: { form: ContractForm<PasswordFormValues> }) {
  return (
    <form noValidate onSubmit={form.submit} aria-label="Ubah password" className="grid gap-5">
      <div className="grid items-start gap-5 md:grid-cols-3">
        <TextFormField form={form} name="old_password" kind="password" />
        <TextFormField
          form={form}
          name="new_password"
          kind="new-password"
          hint="Minimal 8 karakter."
        />
        <TextFormField
          form={form}
          name="confirm_password"
          kind="new-password"
          hint="Ketik ulang password baru."
        />
      </div>
      <FormFooter form={form} submitLabel="Ubah password" />
    </form>
  );
}
