import type { EventCreateRequest } from '@backoffice/sdk';
import { categoryName } from '../../db/seed/events/catalog';
import type { MerchantLocation } from '../../db/seed/merchant/locations';
import { db } from '../../db/store';
import { refuseField } from '../../pipeline/errors';
import { placeOf } from '../shared/form';

type EventForm = Omit<EventCreateRequest, 'banner' | 'kreator_id'>;

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
 * the postal code. Each refusal names the field at fault; answers the place.
 */
export function checkEventForm(form: EventForm): MerchantLocation {
  if (form.title.trim() === '') refuseField('title', 'Judul wajib diisi.');
  if (Date.parse(form.end_datetime) <= Date.parse(form.start_datetime)) {
    refuseField('end_datetime', 'Waktu selesai harus setelah waktu mulai.');
  }
  if (categoryName(form.category_id) === null) {
    refuseField('category_id', 'Kategori tidak dikenal.');
  }
  return placeOf(form, (field) =>
    field === 'postal_code'
      ? `Kode pos kelurahan ini adalah ${db.districts.find((d) => d.id === form.district_id)?.nama_kode_pos}.`
      : PLACE_MESSAGES[field],
  );
}
