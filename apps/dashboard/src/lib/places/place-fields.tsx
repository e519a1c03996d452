import { Field, SearchableSelect } from '@backoffice/ui';
import { Controller, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import type { ContractForm } from '@/lib/form/use-contract-form';
import { PLACE_LEVELS, type PlaceLevel, type PlaceValues } from './place-cascade';
import { usePlaceCascade } from './use-place-cascade';

const PLACEHOLDERS: Record<PlaceLevel, string> = {
  province_id: 'Pilih provinsi',
  city_id: 'Pilih kota/kabupaten',
  regency_id: 'Pilih kecamatan',
  district_id: 'Pilih kelurahan',
  postal_code: 'Pilih kode pos',
};

const WAITING_HINTS: Record<PlaceLevel, string | undefined> = {
  province_id: undefined,
  city_id: 'Pilih provinsi dulu.',
  regency_id: 'Pilih kota/kabupaten dulu.',
  district_id: 'Pilih kecamatan dulu.',
  postal_code: 'Terisi saat kelurahan dipilih.',
};

/**
 * A place as a cascade (docs/product.md#states), for any form holding the five levels (an event,
 * a merchant): each level a searchable select of the list below the level above; a change clears
 * the levels below, a district fills the postal code.
 */
export function PlaceFields<V extends FieldValues & PlaceValues>({
  form: contractForm,
}: {
  form: ContractForm<V>;
}) {
  const { form, field, saving } = contractForm;
  const name = (level: PlaceLevel) => level as Path<V>;
  const watched = form.watch(PLACE_LEVELS.map(name)) as string[];
  const values = Object.fromEntries(
    PLACE_LEVELS.map((level, index) => [level, watched[index] ?? '']),
  ) as PlaceValues;
  const { levels, choose } = usePlaceCascade(values, (next) => {
    const validate = form.formState.isSubmitted;
    for (const level of PLACE_LEVELS) {
      if (next[level] !== values[level]) {
        form.setValue(name(level), next[level] as PathValue<V, Path<V>>, {
          shouldDirty: true,
          shouldValidate: validate,
        });
      }
    }
  });

  return (
    <div className="grid items-start gap-5 sm:grid-cols-2">
      {PLACE_LEVELS.map((level) => {
        const view = levels[level];
        // A level that cannot be filled yet (the one above is empty) says what to do first, not
        // that it is required: one message for the whole cascade, under the first empty level.
        const locked = view.waiting && view.options.length === 0;
        const hint = view.failed
          ? 'Daftar tidak dapat dimuat. Coba pilih lagi di atasnya.'
          : level === 'postal_code' || (view.waiting && values[level] === '')
            ? WAITING_HINTS[level]
            : undefined;
        return (
          <Controller
            key={level}
            control={form.control}
            name={name(level)}
            render={({ field: control }) => (
              <Field {...field(name(level))} {...(locked ? { error: undefined } : {})} hint={hint}>
                <SearchableSelect
                  ref={control.ref}
                  name={control.name}
                  value={control.value}
                  onBlur={control.onBlur}
                  onValueChange={(value) => choose(level, value)}
                  options={view.options}
                  placeholder={PLACEHOLDERS[level]}
                  emptyText="Tidak ada yang cocok"
                  disabled={saving || locked}
                />
              </Field>
            )}
          />
        );
      })}
    </div>
  );
}
