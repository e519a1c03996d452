import type { SearchableOption } from '@backoffice/ui';
import { useQuery } from '@tanstack/react-query';
import type { FieldValues, Path, PathValue } from 'react-hook-form';
import { api } from '@/lib/api';
import type { ContractForm } from '@/lib/form/use-contract-form';
import { SearchableFormField } from '@/lib/searchable-form-field';
import {
  choosePlace,
  PLACE_LEVELS,
  type PlaceLevel,
  type PlaceValues,
  placeId,
} from './place-cascade';

/** Each level's placeholder, and what it says while the level above is not chosen yet. */
const TEXTS: Record<PlaceLevel, { placeholder: string; waiting?: string }> = {
  province_id: { placeholder: 'Pilih provinsi' },
  city_id: { placeholder: 'Pilih kota/kabupaten', waiting: 'Pilih provinsi dulu.' },
  regency_id: { placeholder: 'Pilih kecamatan', waiting: 'Pilih kota/kabupaten dulu.' },
  district_id: { placeholder: 'Pilih kelurahan', waiting: 'Pilih kecamatan dulu.' },
  postal_code: { placeholder: 'Pilih kode pos', waiting: 'Terisi saat kelurahan dipilih.' },
};

// The place lists (no token). Each level asks only once the level above is chosen; a list
// changes rarely, so answers are kept.
const KEEP = 10 * 60_000;
const below = (parent: number | null) => ({ enabled: parent !== null, staleTime: KEEP });

/** The five lists of the cascade for the values chosen so far. */
function usePlaceLists(values: PlaceValues) {
  const province = placeId(values.province_id);
  const city = placeId(values.city_id);
  const regency = placeId(values.regency_id);
  const district = placeId(values.district_id);
  return {
    province_id: useQuery({ ...api.queryOptions('get', '/v1/places/provinces'), staleTime: KEEP }),
    city_id: useQuery({
      ...api.queryOptions('get', '/v1/places/cities', {
        params: { query: { province_id: province ?? 0 } },
      }),
      ...below(province),
    }),
    regency_id: useQuery({
      ...api.queryOptions('get', '/v1/places/regencies', {
        params: { query: { city_id: city ?? 0 } },
      }),
      ...below(city),
    }),
    district_id: useQuery({
      ...api.queryOptions('get', '/v1/places/districts', {
        params: { query: { regency_id: regency ?? 0 } },
      }),
      ...below(regency),
    }),
    postal_code: useQuery({
      ...api.queryOptions('get', '/v1/places/zip', {
        params: { query: { district_id: district ?? 0 } },
      }),
      ...below(district),
    }),
  };
}

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
  const { form } = contractForm;
  const name = (level: PlaceLevel) => level as Path<V>;
  const watched = form.watch(PLACE_LEVELS.map(name)) as string[];
  const values = Object.fromEntries(
    PLACE_LEVELS.map((level, index) => [level, watched[index] ?? '']),
  ) as PlaceValues;
  const lists = usePlaceLists(values);
  const optionsOf = (level: PlaceLevel): readonly SearchableOption[] =>
    level === 'postal_code'
      ? (lists.postal_code.data?.data ?? []).map(({ kode_pos }) => ({
          value: kode_pos,
          label: kode_pos,
        }))
      : (lists[level].data?.data ?? []).map((place) => ({
          value: String(place.id),
          label: place.name,
        }));
  const choose = (level: PlaceLevel, value: string) => {
    const districts = lists.district_id.data?.data ?? [];
    const next = choosePlace(
      values,
      level,
      value,
      (id) => districts.find((district) => String(district.id) === id)?.nama_kode_pos,
    );
    for (const each of PLACE_LEVELS) {
      if (next[each] !== values[each]) {
        form.setValue(name(each), next[each] as PathValue<V, Path<V>>, {
          shouldDirty: true,
          shouldValidate: form.formState.isSubmitted,
        });
      }
    }
  };

  return (
    <div className="grid items-start gap-5 sm:grid-cols-2">
      {PLACE_LEVELS.map((level) => {
        const { data, isError: failed } = lists[level];
        // Empty while the level above is not chosen or its list is on its way.
        const options = optionsOf(level);
        const waiting = data === undefined && !failed;
        // A level that cannot be filled yet (the one above is empty) says what to do first, not
        // that it is required: one message for the whole cascade, under the first empty level.
        const locked = waiting && options.length === 0;
        const hint = failed
          ? 'Daftar tidak dapat dimuat. Coba pilih lagi di atasnya.'
          : level === 'postal_code' || (waiting && values[level] === '')
            ? TEXTS[level].waiting
            : undefined;
        return (
          <SearchableFormField
            key={level}
            form={contractForm}
            name={name(level)}
            hint={hint}
            locked={locked}
            onValueChange={(value) => choose(level, value)}
            options={options}
            placeholder={TEXTS[level].placeholder}
            emptyText="Tidak ada yang cocok"
          />
        );
      })}
    </div>
  );
}
