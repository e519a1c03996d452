import {
  type LocationIds,
  type MerchantLocation,
  resolveLocation,
} from '../../db/seed/merchant/locations';
import { db } from '../../db/store';
import { fieldErrorBody } from '../../pipeline/errors';
import type { FieldErrorBody } from '../shared/field-error';

const LABELS: Readonly<Record<string, string>> = {
  name: 'Nama usaha',
  owner: 'Nama pemilik',
  address: 'Alamat',
  province_id: 'Provinsi',
  city_id: 'Kota/kabupaten',
  regency_id: 'Kecamatan',
  district_id: 'Kelurahan',
  postal_code: 'Kode pos',
};

/** The first of `fields` that holds only spaces (the schema's minLength counts spaces). */
export function blankField(
  body: Readonly<Record<string, unknown>>,
  fields: readonly string[],
): FieldErrorBody | null {
  for (const field of fields) {
    const value = body[field];
    if (typeof value === 'string' && value.trim() === '') {
      return fieldErrorBody('body', field, `${LABELS[field] ?? field} wajib diisi.`);
    }
  }
  return null;
}

/** The location the ids name in the Places tables, or a message naming the first id that does not fit. */
export function locationOf(
  ids: LocationIds,
): { ok: true; location: MerchantLocation } | { ok: false; error: FieldErrorBody } {
  const resolved = resolveLocation(db, ids);
  if (resolved.ok) return resolved;
  const { field } = resolved;
  return {
    ok: false,
    error: fieldErrorBody(
      'body',
      field,
      field === 'province_id'
        ? 'Provinsi tidak dikenal.'
        : `${LABELS[field] ?? field} tidak sesuai dengan wilayah di atasnya.`,
    ),
  };
}
