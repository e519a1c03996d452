import { type ChangePasswordRequest, fieldRules } from '@backoffice/sdk';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@backoffice/ui';
import { useContractForm } from '@/lib/form/use-contract-form';
import { PasswordForm } from './password-form';
import {
  EMPTY_PASSWORD_FORM,
  type PasswordFormValues,
  toChangePasswordBody,
} from './password-form-values';

export type PasswordSectionProps = {
  /**
   * The account's own change call (`mutateAsync` of a mutation whose `meta.formShowsErrors`
   * names the fields): admins and partners, and merchants, have one each, with one body.
   */
  send: (request: { body: ChangePasswordRequest }) => Promise<unknown>;
};

/** The own password change of /edit: old, new and confirmed; the server's message on success. */
export function PasswordSection({ send }: PasswordSectionProps) {
  const form = useContractForm<PasswordFormValues, unknown>({
    rules: fieldRules.ChangePasswordRequest,
    defaultValues: EMPTY_PASSWORD_FORM,
    send: (values) => send({ body: toChangePasswordBody(values) }),
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
        <PasswordForm form={form} />
      </CardContent>
    </Card>
  );
}
