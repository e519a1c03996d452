import { type ChangePasswordRequest, fieldRules } from '@backoffice/sdk';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@backoffice/ui';
import { FormFooter } from '@/lib/form/form-footer';
import { TextFormField } from '@/lib/form/text-form-field';
import { useContractForm } from '@/lib/form/use-contract-form';

type PasswordFormValues = Required<ChangePasswordRequest>;

const EMPTY_PASSWORD_FORM: PasswordFormValues = {
  old_password: '',
  new_password: '',
  confirm_password: '',
};

type PasswordSectionProps = {
  /**
   * The account's own change call (`mutateAsync` of a mutation whose `meta.formShowsErrors`
   * names the fields): admins and partners, and merchants, have one each, with one body.
   */
  send: (request: { body: ChangePasswordRequest }) => Promise<unknown>;
};

/**
 * The own password change of /edit: old, new and confirmed; the server's message on success.
 * Sent as typed (a password's spaces are part of it), the confirmation too: the server checks
 * that it equals the new password and names the field when it does not.
 */
export function PasswordSection({ send }: PasswordSectionProps) {
  const form = useContractForm<PasswordFormValues, unknown>({
    rules: fieldRules.ChangePasswordRequest,
    defaultValues: EMPTY_PASSWORD_FORM,
    send: (values) => send({ body: { ...values } }),
    // No password stays on screen after it has been changed.
    onSaved: () => form.form.reset(EMPTY_PASSWORD_FORM),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Password</CardTitle>
        <CardDescription>Password baru berlaku pada login berikutnya.</CardDescription>
      </CardHeader>
      <CardContent>
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
      </CardContent>
    </Card>
  );
}
