import { fieldRules } from '@backoffice/sdk';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@backoffice/ui';
import { useContractForm } from '@/lib/form/use-contract-form';
import { useChangePassword } from '../api/change-password';
import {
  EMPTY_PASSWORD_FORM,
  type PasswordFormValues,
  toChangePasswordBody,
} from '../lib/password-form-values';
import { PasswordForm } from './password-form';

/** The password change of an admin's or partner's account. */
export function PasswordSection() {
  const change = useChangePassword();
  const form = useContractForm<PasswordFormValues, unknown>({
    rules: fieldRules.ChangePasswordRequest,
    defaultValues: EMPTY_PASSWORD_FORM,
    send: (values) => change.mutateAsync({ body: toChangePasswordBody(values) }),
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
