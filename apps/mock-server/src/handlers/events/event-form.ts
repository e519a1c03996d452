import type { EventCreateRequest } from '@backoffice/sdk';
import { categoryName } from '../../db/seed/events/catalog';
import { db } from '../../db/store';
import { fieldErrorBody } from '../../pipeline/errors';
import type { FieldErrorBody } from '../shared/field-error';

type EventForm = Omit<EventCreateRequest, 'banner' | 'kreator_id'>;

/** The location names an event stores, looked up from the places tables. */
export interface EventPlace {
  province_name: string;
  city_name: string;
  regency_name: string;
  district_name: string;
}

export type FormCheck = { ok: true; place: EventPlace } | { ok: false; error: FieldErrorBody };

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
  const province = db.provinces.find((p) => p.id === form.province_id);
  if (province === undefined) return fail('province_id', 'Provinsi tidak dikenal.');
  const city = db.cities.find((c) => c.id === form.city_id);
  if (city === undefined || city.province_id !== province.id) {
    return fail('city_id', 'Kota/kabupaten tidak sesuai dengan provinsi.');
  }
  const regency = db.regencies.find((r) => r.id === form.regency_id);
  if (regency === undefined || regency.city_id !== city.id) {
    return fail('regency_id', 'Kecamatan tidak sesuai dengan kota/kabupaten.');
  }
  const district = db.districts.find((d) => d.id === form.district_id);
  if (district === undefined || district.regency_id !== regency.id) {
    return fail('district_id', 'Kelurahan tidak sesuai dengan kecamatan.');
  }
  if (district.nama_kode_pos !== form.postal_code) {
    return fail('postal_code', `Kode pos kelurahan ini adalah ${district.nama_kode_pos}.`);
  }
  return {
    ok: true,
    place: {
      province_name: province.name,
      city_name: city.name,
      regency_name: regency.name,
      district_name: district.name,
    },
  };
}
