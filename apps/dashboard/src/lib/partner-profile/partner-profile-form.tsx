import type { FieldValues, Path } from 'react-hook-form';
import { ImageFormField } from '@/lib/form/image-form-field';
import { RecordForm } from '@/lib/form/record-form';
import { TextFormField } from '@/lib/form/text-form-field';
import type { ContractForm } from '@/lib/form/use-contract-form';
import type { PartnerProfileValues } from './partner-profile-values';

type PartnerDetails = Omit<PartnerProfileValues, 'photo'>;

type PartnerFieldsProps<V extends FieldValues> = {
  form: ContractForm<V>;
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
  children,
  label,
}: PartnerFieldsProps<V>) {
  const name = (field: keyof PartnerDetails) => field as Path<V>;
  return (
    <RecordForm form={contractForm} {...(label ? { label } : {})}>
      <div className="grid items-start gap-5 md:grid-cols-2">
        <TextFormField form={contractForm} name={name('name')} />
        <TextFormField form={contractForm} name={name('email')} kind="email" />
        <TextFormField form={contractForm} name={name('phone')} kind="tel" />
        {children}
      </div>
      <TextFormField form={contractForm} name={name('address')} rows={3} />
    </RecordForm>
  );
}

type PartnerProfileFormProps = {
  form: ContractForm<PartnerProfileValues>;
  /** The stored photo, shown until a new one is chosen. */
  currentPhotoUrl: string | null;
  label?: string;
};

/** A stored partner_master record: its details and its photo. */
export function PartnerProfileForm({ form, currentPhotoUrl, label }: PartnerProfileFormProps) {
  return (
    <PartnerFields form={form} label={label}>
      <ImageFormField
        form={form}
        name="photo"
        currentUrl={currentPhotoUrl}
        previewAlt="Foto profil"
        personPhoto
      />
    </PartnerFields>
  );
}
