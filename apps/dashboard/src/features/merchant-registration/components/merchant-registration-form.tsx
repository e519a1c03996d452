import { FormFooter } from '@/lib/form/form-footer';
import { TextFormField } from '@/lib/form/text-form-field';
import type { ContractForm } from '@/lib/form/use-contract-form';
import { MerchantBusinessFields } from '@/lib/merchant/business-fields';
import type { MerchantRegistrationValues } from '../lib/merchant-registration-values';

/** The registration: the business and its place (shared with the profile), then the account. */
export function MerchantRegistrationForm({
  form: contractForm,
}: {
  form: ContractForm<MerchantRegistrationValues>;
}) {
  return (
    <form noValidate onSubmit={contractForm.submit} className="grid gap-5">
      <MerchantBusinessFields form={contractForm} />
      <fieldset className="grid gap-5">
        <legend className="mb-3 font-semibold text-base">Akun</legend>
        <TextFormField form={contractForm} name="email" kind="email" autoComplete="email" />
        <TextFormField
          form={contractForm}
          name="password"
          kind="new-password"
          hint="Minimal 8 karakter."
        />
      </fieldset>
      <FormFooter form={contractForm} submitLabel="Daftar" />
    </form>
  );
}
