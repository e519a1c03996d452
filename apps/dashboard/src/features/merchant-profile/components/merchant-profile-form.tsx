import type { UploadRule } from '@backoffice/sdk';
import { Field, Input } from '@backoffice/ui';
import { FormFooter } from '@/lib/form/form-footer';
import type { ContractForm } from '@/lib/form/use-contract-form';
import { MerchantBusinessFields } from '@/lib/merchant/business-fields';
import type { MerchantProfileValues } from '../lib/merchant-profile-values';

export type MerchantProfileFormProps = {
  form: ContractForm<MerchantProfileValues>;
  photoRule: UploadRule;
  /** The stored photo, shown until a new one is chosen. */
  currentPhotoUrl: string;
};

/** The merchant's own record: the business, its contact and its place. No fetching. */
export function MerchantProfileForm({
  form: contractForm,
  photoRule,
  currentPhotoUrl,
}: MerchantProfileFormProps) {
  const { form, submit, saving, field, guard } = contractForm;
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Data merchant"
      className="grid gap-5 rounded-xl border bg-card p-5 sm:p-6"
    >
      <MerchantBusinessFields
        form={contractForm}
        photoRule={photoRule}
        currentPhotoUrl={currentPhotoUrl}
        columns={2}
      >
        <Field {...field('email')}>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </Field>
      </MerchantBusinessFields>
      <FormFooter cancelHref="/" saving={saving} guard={guard} />
    </form>
  );
}
