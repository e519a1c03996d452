import type { UploadRule } from '@backoffice/sdk';
import { Field, Input } from '@backoffice/ui';
import { FormFooter } from '@/lib/form/form-footer';
import type { ContractForm } from '@/lib/form/use-contract-form';
import { MerchantBusinessFields } from '@/lib/merchant/business-fields';
import type { MerchantRegistrationValues } from '../lib/merchant-registration-values';

export type MerchantRegistrationFormProps = {
  form: ContractForm<MerchantRegistrationValues>;
  photoRule: UploadRule;
};

/** The registration: the business and its place (shared with the profile), then the account. */
export function MerchantRegistrationForm({
  form: contractForm,
  photoRule,
}: MerchantRegistrationFormProps) {
  const { form, submit, field } = contractForm;
  const { register } = form;

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <MerchantBusinessFields form={contractForm} photoRule={photoRule} />
      <fieldset className="grid gap-5">
        <legend className="mb-3 font-semibold text-base">Akun</legend>
        <Field {...field('email')}>
          <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
        </Field>
        <Field {...field('password')} hint="Minimal 8 karakter.">
          <Input type="password" autoComplete="new-password" {...register('password')} />
        </Field>
      </fieldset>
      <FormFooter form={contractForm} submitLabel="Daftar" />
    </form>
  );
}
