import type { UploadRule } from '@backoffice/sdk';
import { Field, Input, Textarea } from '@backoffice/ui';
import { FormFooter } from '@/lib/form/form-footer';
import { ImageFormField } from '@/lib/form/image-form-field';
import type { ContractForm } from '@/lib/form/use-contract-form';
import { PlaceFields } from '@/lib/places/place-fields';
import type { MerchantProfileValues } from '../lib/merchant-profile-values';

export type MerchantProfileFormProps = {
  form: ContractForm<MerchantProfileValues>;
  photoRule: UploadRule;
  /** The stored photo, shown until a new one is chosen. */
  currentPhotoUrl: string;
};

/** The merchant's own record: the business, its place and its contact. No fetching. */
export function MerchantProfileForm({
  form: contractForm,
  photoRule,
  currentPhotoUrl,
}: MerchantProfileFormProps) {
  const { form, submit, saving, field, guard } = contractForm;
  const { register } = form;
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Data merchant"
      className="grid gap-5 rounded-xl border bg-card p-5 sm:p-6"
    >
      <fieldset className="grid items-start gap-5 md:grid-cols-2">
        <legend className="mb-3 font-semibold text-base">Data usaha</legend>
        <Field {...field('name')}>
          <Input autoComplete="organization" {...register('name')} />
        </Field>
        <Field {...field('owner')}>
          <Input autoComplete="name" {...register('owner')} />
        </Field>
        <Field {...field('email')}>
          <Input type="email" autoComplete="email" {...register('email')} />
        </Field>
        <Field {...field('phone')} hint="Angka saja, boleh diawali +.">
          <Input type="tel" inputMode="tel" autoComplete="tel" {...register('phone')} />
        </Field>
        <Field {...field('description')}>
          <Textarea rows={3} {...register('description')} />
        </Field>
        <ImageFormField
          form={contractForm}
          name="merchant_photo"
          rule={photoRule}
          currentUrl={currentPhotoUrl}
          previewAlt="Foto usaha"
        />
      </fieldset>
      <fieldset className="grid gap-5">
        <legend className="mb-3 font-semibold text-base">Lokasi usaha</legend>
        <Field {...field('address')}>
          <Textarea rows={2} autoComplete="street-address" {...register('address')} />
        </Field>
        <PlaceFields form={contractForm} />
      </fieldset>
      <FormFooter cancelHref="/" saving={saving} guard={guard} />
    </form>
  );
}
