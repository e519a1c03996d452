import type { RegisterMerchantRequest } from '@backoffice/sdk';
import type { MerchantRecord } from '../../db/seed/merchant';
import type { LocationIds, MerchantLocation } from '../../db/seed/merchant/locations';
import { type LabelOf, placeOf } from '../shared/form';

/** The merchant form's place: a 400 naming the first id that does not fit by its label. */
export function merchantPlace(ids: LocationIds, label: LabelOf<keyof LocationIds>) {
  return placeOf(ids, (field) =>
    field === 'province_id'
      ? `${label(field)} tidak dikenal.`
      : `${label(field)} tidak sesuai dengan wilayah di atasnya.`,
  );
}

type MerchantBody = Pick<
  RegisterMerchantRequest,
  'name' | 'owner' | 'email' | 'phone' | 'address' | 'description'
>;

/** The record's fields from a registration or update body, trimmed, at the location it names. */
export function merchantFields(body: MerchantBody, location: MerchantLocation) {
  return {
    name: body.name.trim(),
    owner: body.owner.trim(),
    email: body.email.trim(),
    phone: body.phone,
    address: body.address.trim(),
    ...location,
    description: body.description?.trim() || null,
  } satisfies Partial<MerchantRecord>;
}
