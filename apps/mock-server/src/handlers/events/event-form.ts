import type { EventCreateRequest } from '@backoffice/sdk';
import { categoryName } from '../../db/seed/events/catalog';
import { type MerchantLocation, resolveLocation } from '../../db/seed/merchant/locations';
import { db } from '../../db/store';
import { type FieldErrorBody, fieldErrorBody } from '../../pipeline/errors';

type EventForm = Omit<EventCreateRequest, 'banner' | 'kreator_id'>;

export type FormCheck =
  | { ok: true; place: MerchantLocation }
  | { ok: false; error: FieldErrorBody };

/** The event form's words for a place id that does not fit the `/v1/places` cascade. */
const PLACE_MESSAGES = {
  province_id: 'Provinsi tidak dikenal.',
  city_id: 'Kota/kabupaten tidak sesuai dengan provinsi.',
  regency_id: 'Kecamatan tidak sesuai dengan kota/kabupaten.',
  district_id: 'Kelurahan tidak sesuai dengan kecamatan.',
} as const;

/**
 * The rules of the event form the schema cannot state: the end after the start, a known
 * category, and place ids forming one chain of the `/v1/places` cascade whose district gives
 * the postal code. Each message names the field at fault.
 */
export function checkEventForm(form: EventForm): FormCheck {
  const fail = (name: string, message: string): FormCheck => ({
    ok: false,
    error: fieldErrorBody('body', name, message),
  });
  if (form.title.trim() === '') return fail('title', 'Judul wajib diisi.');
  if (Date.parse(form.end_datetime) <= Date.parse(form.start_datetime)) {
    return fail('end_datetime', 'Waktu selesai harus setelah waktu mulai.');
  }
  if (categoryName(form.category_id) === null) {
    return fail('category_id', 'Kategori tidak dikenal.');
  }
  const resolved = resolveLocation(db, form);
  if (resolved.ok) return { ok: true, place: resolved.location };
  if (resolved.field !== 'postal_code') return fail(resolved.field, PLACE_MESSAGES[resolved.field]);
  const postalCode = db.districts.find((d) => d.id === form.district_id)?.nama_kode_pos;
  return fail('postal_code', `Kode pos kelurahan ini adalah ${postalCode}.`);
}
