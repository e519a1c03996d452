import type { UploadRule } from '@backoffice/sdk';
import { Field, Input, Textarea } from '@backoffice/ui';
import type { FieldValues, Path } from 'react-hook-form';
import { FormFooter } from '@/lib/form/form-footer';
import { ImageFormField } from '@/lib/form/image-form-field';
import type { ContractForm } from '@/lib/form/use-contract-form';
import type { PartnerProfileValues } from './partner-profile-values';

type PartnerDetails = Omit<PartnerProfileValues, 'photo'>;

type PartnerFieldsProps<V extends FieldValues> = {
  form: ContractForm<V>;
  /** Where Batal goes: the list as the user left it, or home for one's own profile. */
  cancelHref: string;
  /** What only some forms have: a new partner's password and role, a stored record's photo. */
  children?: React.ReactNode;
  /** The name of the form for assistive technology when a page holds more than one. */
  label?: string;
};

/**
 * A partner_master record's details: a new partner (admin), another partner (admin) and one's own
 * profile (/edit, /partner/edit) alike. No fetching: the page hands it all.
 */
export function PartnerFields<V extends FieldValues & PartnerDetails>({
  form: contractForm,
  cancelHref,
  children,
  label,
}: PartnerFieldsProps<V>) {
  const { form, submit, saving, field, guard } = contractForm;
  const register = (name: keyof PartnerDetails) => form.register(name as Path<V>);
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={label}
      className="grid gap-5 rounded-xl border bg-card p-5 sm:p-6"
    >
      <div className="grid items-start gap-5 md:grid-cols-2">
        <Field {...field('name' as Path<V>)}>
          <Input autoComplete="off" {...register('name')} />
        </Field>
        <Field {...field('email' as Path<V>)}>
          <Input type="email" autoComplete="off" {...register('email')} />
        </Field>
        <Field {...field('phone' as Path<V>)} hint="Angka saja, boleh diawali +.">
          <Input type="tel" inputMode="tel" autoComplete="off" {...register('phone')} />
        </Field>
        {children}
      </div>
      <Field {...field('address' as Path<V>)}>
        <Textarea rows={3} {...register('address')} />
      </Field>
      <FormFooter cancelHref={cancelHref} saving={saving} guard={guard} />
    </form>
  );
}

export type PartnerProfileFormProps = {
  form: ContractForm<PartnerProfileValues>;
  cancelHref: string;
  /** The contract's rule for the photo: the accepted types and size. */
  photoRule: UploadRule;
  /** The stored photo, shown until a new one is chosen. */
  currentPhotoUrl: string | null;
  label?: string;
};

/** A stored partner_master record: its details and its photo. */
export function PartnerProfileForm({
  form,
  cancelHref,
  photoRule,
  currentPhotoUrl,
  label,
}: PartnerProfileFormProps) {
  return (
    <PartnerFields form={form} cancelHref={cancelHref} label={label}>
      <ImageFormField
        form={form}
        name="photo"
        rule={photoRule}
        currentUrl={currentPhotoUrl}
        previewAlt="Foto profil"
      />
    </PartnerFields>
  );
}
