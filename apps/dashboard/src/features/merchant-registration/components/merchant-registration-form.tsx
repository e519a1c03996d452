import type { District, UploadRule } from '@backoffice/sdk';
import { Button, Field, Input, NativeSelect, Textarea } from '@backoffice/ui';
import { ImageFormField } from '@/lib/form/image-form-field';
import { UnsavedChangesDialog } from '@/lib/form/unsaved-changes-dialog';
import type { ContractForm } from '@/lib/form/use-contract-form';
import {
  fieldsClearedBy,
  type LocationLevel,
  type MerchantRegistrationValues,
} from '../lib/merchant-registration-values';

type Place = { id: number; name: string };

/** One level's choices: undefined while its level above is not chosen or its list loads. */
export type PlaceLists = {
  provinces: readonly Place[] | undefined;
  cities: readonly Place[] | undefined;
  regencies: readonly Place[] | undefined;
  districts: readonly District[] | undefined;
};

export type MerchantRegistrationFormProps = {
  form: ContractForm<MerchantRegistrationValues>;
  places: PlaceLists;
  photoRule: UploadRule;
};

const PLACEHOLDERS: Record<LocationLevel, string> = {
  province_id: 'Pilih provinsi',
  city_id: 'Pilih kota/kabupaten',
  regency_id: 'Pilih kecamatan',
  district_id: 'Pilih kelurahan',
};

/** The registration's fields; the location selects cascade. No fetching: the page hands the lists. */
export function MerchantRegistrationForm({
  form: contractForm,
  places,
  photoRule,
}: MerchantRegistrationFormProps) {
  const { form, submit, saving, field, guard } = contractForm;
  const { register, setValue } = form;

  function locationSelect(level: LocationLevel, options: readonly Place[] | undefined) {
    const registered = register(level, {
      onChange: (event: { target: { value: string } }) => {
        for (const name of fieldsClearedBy(level)) setValue(name, '', { shouldDirty: true });
        if (level === 'district_id') {
          const district = places.districts?.find((d) => String(d.id) === event.target.value);
          if (district) setValue('postal_code', district.nama_kode_pos, { shouldValidate: true });
        }
      },
    });
    return (
      <Field {...field(level)}>
        <NativeSelect {...registered} disabled={options === undefined}>
          <option value="">{PLACEHOLDERS[level]}</option>
          {options?.map((place) => (
            <option key={place.id} value={String(place.id)}>
              {place.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
    );
  }

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
        {locationSelect('province_id', places.provinces)}
        {locationSelect('city_id', places.cities)}
        {locationSelect('regency_id', places.regencies)}
        {locationSelect('district_id', places.districts)}
        <Field {...field('postal_code')} hint="Terisi saat kelurahan dipilih.">
          <Input inputMode="numeric" autoComplete="postal-code" {...register('postal_code')} />
        </Field>
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
