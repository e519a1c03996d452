/**
 * The location cascade of a form (docs/product.md#states): province > city > regency >
 * district > postal code. Pure, so the rule is tested once: changing a level clears every level
 * below it; choosing a district fills the postal code with the district's `nama_kode_pos`.
 */
export const PLACE_LEVELS = [
  'province_id',
  'city_id',
  'regency_id',
  'district_id',
  'postal_code',
] as const;

export type PlaceLevel = (typeof PLACE_LEVELS)[number];

/** The cascade's values as a form holds them: ids as text, '' for none. */
export type PlaceValues = Record<PlaceLevel, string>;

export const EMPTY_PLACE: PlaceValues = {
  province_id: '',
  city_id: '',
  regency_id: '',
  district_id: '',
  postal_code: '',
};

/**
 * The place of a form as a request body takes it (events, the merchant's profile and its
 * registration): the ids as numbers, the postal code trimmed (a pasted one may carry spaces).
 */
export function placeBody(values: PlaceValues) {
  return {
    province_id: Number(values.province_id),
    city_id: Number(values.city_id),
    regency_id: Number(values.regency_id),
    district_id: Number(values.district_id),
    postal_code: values.postal_code.trim(),
  };
}

/**
 * The values after the user sets `level` to `value`. Choosing the same value again changes
 * nothing; a new district brings its postal code (`postalCodeOf` reads the district's
 * `nama_kode_pos` from its list), or none when the list does not know it.
 */
export function choosePlace(
  values: PlaceValues,
  level: PlaceLevel,
  value: string,
  postalCodeOf: (districtId: string) => string | undefined,
): PlaceValues {
  if (values[level] === value) return values;
  const next: PlaceValues = { ...values, [level]: value };
  for (const below of PLACE_LEVELS.slice(PLACE_LEVELS.indexOf(level) + 1)) next[below] = '';
  if (level === 'district_id' && value !== '') next.postal_code = postalCodeOf(value) ?? '';
  return next;
}

/** A chosen id as a number; null for none (the list below it is not asked for). */
export function placeId(value: string): number | null {
  const id = Number(value);
  return value !== '' && Number.isSafeInteger(id) && id > 0 ? id : null;
}
