import type { EventCreateRequest } from '@backoffice/sdk';
import { categoryName } from '../../db/seed/events/catalog';
import { db } from '../../db/store';

type EventForm = Omit<EventCreateRequest, 'banner'>;

/** The location names an event stores, looked up from the places tables. */
export interface EventPlace {
  province_name: string;
  city_name: string;
  regency_name: string;
  district_name: string;
}

export type FormCheck = { ok: true; place: EventPlace } | { ok: false; message: string };

/**
 * The rules of the event form the schema cannot state: the end after the start, a known
 * category, and place ids forming one chain of the `/v1/places` cascade whose district gives
 * the postal code. Each message names the field at fault.
 */
export function checkEventForm(form: EventForm): FormCheck {
  const fail = (message: string): FormCheck => ({ ok: false, message });
  if (form.title.trim() === '') return fail('body.title: must not be blank');
  if (Date.parse(form.end_datetime) <= Date.parse(form.start_datetime)) {
    return fail('body.end_datetime: must be after start_datetime');
  }
  if (categoryName(form.category_id) === null) {
    return fail(`body.category_id: no event category ${form.category_id}`);
  }
  const province = db.provinces.find((p) => p.id === form.province_id);
  if (province === undefined) return fail(`body.province_id: no province ${form.province_id}`);
  const city = db.cities.find((c) => c.id === form.city_id);
  if (city === undefined || city.province_id !== province.id) {
    return fail(`body.city_id: no city ${form.city_id} in province ${province.id}`);
  }
  const regency = db.regencies.find((r) => r.id === form.regency_id);
  if (regency === undefined || regency.city_id !== city.id) {
    return fail(`body.regency_id: no regency ${form.regency_id} in city ${city.id}`);
  }
  const district = db.districts.find((d) => d.id === form.district_id);
  if (district === undefined || district.regency_id !== regency.id) {
    return fail(`body.district_id: no district ${form.district_id} in regency ${regency.id}`);
  }
  if (district.nama_kode_pos !== form.postal_code) {
    return fail(`body.postal_code: must be ${district.nama_kode_pos}, the district's postal code`);
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
