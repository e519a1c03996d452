import { Button, Field, Input } from '@backoffice/ui';
import { UnsavedChangesDialog } from '@/lib/form/unsaved-changes-dialog';
import type { ContractForm } from '@/lib/form/use-contract-form';
import type { PasswordFormValues } from './password-form-values';

/** Old, new and confirmed password. No fetching: the page hands the form in. */
export function PasswordForm({ form: contractForm }: { form: ContractForm<PasswordFormValues> }) {
  const { form, submit, saving, field, guard } = contractForm;
  const { register } = form;
  return (
    <form noValidate onSubmit={submit} aria-label="Ubah password" className="grid gap-5">
      <div className="grid items-start gap-5 md:grid-cols-3">
        <Field {...field('old_password')}>
          <Input type="password" autoComplete="current-password" {...register('old_password')} />
        </Field>
        <Field {...field('new_password')} hint="Minimal 8 karakter.">
          <Input type="password" autoComplete="new-password" {...register('new_password')} />
        </Field>
        <Field {...field('confirm_password')} hint="Ketik ulang password baru.">
          <Input type="password" autoComplete="new-password" {...register('confirm_password')} />
        </Field>
      </div>
      <div className="flex justify-end">
        <Button type="submit" loading={saving}>
          Ubah password
        </Button>
      </div>
      <UnsavedChangesDialog {...guard.dialog} />
    </form>
  );
}
