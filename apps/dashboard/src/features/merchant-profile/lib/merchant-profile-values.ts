import type { Merchant, UpdateMerchantRequest } from '@backoffice/sdk';
import type { MerchantBusinessValues } from '@/lib/merchant/business-values';
import { placeBody } from '@/lib/places/place-cascade';

/**
 * What the merchant's form holds: the business (its text, place ids, and a new photo, null to
 * keep the stored one) and its e-mail.
 */
export type MerchantProfileValues = MerchantBusinessValues & { email: string };

export function merchantToFormValues(merchant: Merchant): MerchantProfileValues {
  return {
    name: merchant.name,
    owner: merchant.owner,
    email: merchant.email,
    phone: merchant.phone,
    address: merchant.address,
    province_id: String(merchant.province_id),
    city_id: String(merchant.city_id),
    regency_id: String(merchant.regency_id),
    district_id: String(merchant.district_id),
    postal_code: merchant.postal_code,
    description: merchant.description ?? '',
    merchant_photo: null,
  };
}

/**
 * The update call's body: the description is always sent, so it can be cleared; the photo only
 * when a new one is chosen. The form has checked that every place level is chosen.
 */
export function toUpdateMerchantBody(values: MerchantProfileValues): UpdateMerchantRequest {
  return {
    name: values.name.trim(),
    owner: values.owner.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    address: values.address.trim(),
    ...placeBody(values),
    description: values.description.trim(),
    ...(values.merchant_photo === null ? {} : { merchant_photo: values.merchant_photo }),
  };
}
