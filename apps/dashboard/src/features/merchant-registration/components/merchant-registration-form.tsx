import type { UploadRule } from '@backoffice/sdk';
import { Button, Field, Input, Textarea } from '@backoffice/ui';
import { ImageFormField } from '@/lib/form/image-form-field';
import { UnsavedChangesDialog } from '@/lib/form/unsaved-changes-dialog';
import type { ContractForm } from '@/lib/form/use-contract-form';
import { PlaceFields } from '@/lib/places/place-fields';
import type { MerchantRegistrationValues } from '../lib/merchant-registration-values';

export type MerchantRegistrationFormProps = {
  form: ContractForm<MerchantRegistrationValues>;
  photoRule: UploadRule;
};

/** The registration's fields; the place cascades (the kit's PlaceFields reads its own lists). */
export function MerchantRegistrationForm({
  form: contractForm,
  photoRule,
}: MerchantRegistrationFormProps) {
  const { form, submit, saving, field, guard } = contractForm;
  const { register } = form;

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <fieldset className="grid gap-4">
        <legend className="mb-3 font-semibold text-base">Data usaha</legend>
        <Field {...field('name')}>
          <Input autoComplete="organization" {...register('name')} />
        </Field>
        <Field {...field('owner')}>
          <Input autoComplete="name" {...register('owner')} />
        </Field>
        <Field {...field('phone')} hint="Contoh: 081234567890">
          <Input type="tel" autoComplete="tel" inputMode="tel" {...register('phone')} />
        </Field>
        <Field {...field('description')}>
          <Textarea rows={3} {...register('description')} />
        </Field>
        <ImageFormField
          form={contractForm}
          name="merchant_photo"
          rule={photoRule}
          previewAlt="Foto usaha"
        />
      </fieldset>
      <fieldset className="grid gap-4 pt-2">
        <legend className="mb-3 font-semibold text-base">Lokasi usaha</legend>
        <Field {...field('address')}>
          <Textarea rows={2} autoComplete="street-address" {...register('address')} />
        </Field>
        <PlaceFields form={contractForm} />
      </fieldset>
      <fieldset className="grid gap-4 pt-2">
        <legend className="mb-3 font-semibold text-base">Akun</legend>
        <Field {...field('email')}>
          <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
        </Field>
        <Field {...field('password')} hint="Minimal 8 karakter.">
          <Input type="password" autoComplete="new-password" {...register('password')} />
        </Field>
      </fieldset>
      <Button type="submit" size="lg" loading={saving}>
        Daftar
      </Button>
      <UnsavedChangesDialog {...guard.dialog} />
    </form>
  );
}
