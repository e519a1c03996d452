import { cn } from '@backoffice/ui';
import type { ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { ImageFormField } from '@/lib/form/image-form-field';
import { TextFormField } from '@/lib/form/text-form-field';
import type { ContractForm } from '@/lib/form/use-contract-form';
import { PlaceFields } from '@/lib/places/place-fields';
import type { MerchantBusinessValues } from './business-values';

/**
 * A merchant's business and where it is, as "Data usaha" and "Lokasi usaha": the registration
 * (/merchant/register) and the merchant's own profile (/edit) alike. No fetching but the place
 * lists PlaceFields reads.
 */
export function MerchantBusinessFields<V extends FieldValues & MerchantBusinessValues>({
  form: contractForm,
  currentPhotoUrl,
  children,
  columns = 1,
}: {
  form: ContractForm<V>;
  /** The stored photo of a merchant being edited, shown until a new one is chosen. */
  currentPhotoUrl?: string;
  /** What only one form has among the business's data, after the owner: a stored e-mail. */
  children?: ReactNode;
  /** Two columns on a wide card (the profile); one in the registration's narrow column. */
  columns?: 1 | 2;
}) {
  const name = (key: keyof MerchantBusinessValues) => key as Path<V>;
  return (
    <>
      <fieldset className={cn('grid items-start gap-5', columns === 2 && 'md:grid-cols-2')}>
        <legend className="mb-3 font-semibold text-base">Data usaha</legend>
        <TextFormField form={contractForm} name={name('name')} autoComplete="organization" />
        <TextFormField form={contractForm} name={name('owner')} autoComplete="name" />
        {children}
        <TextFormField form={contractForm} name={name('phone')} kind="tel" autoComplete="tel" />
        <TextFormField form={contractForm} name={name('description')} rows={3} />
        <ImageFormField
          form={contractForm}
          name={name('merchant_photo')}
          currentUrl={currentPhotoUrl ?? null}
          previewAlt="Foto usaha"
        />
      </fieldset>
      <fieldset className="grid gap-5">
        <legend className="mb-3 font-semibold text-base">Lokasi usaha</legend>
        <TextFormField
          form={contractForm}
          name={name('address')}
          rows={2}
          autoComplete="street-address"
        />
        <PlaceFields form={contractForm} />
      </fieldset>
    </>
  );
}
