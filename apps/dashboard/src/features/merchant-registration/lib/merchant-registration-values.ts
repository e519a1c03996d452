import type { RegisterMerchantRequest } from '@backoffice/sdk';
import type { MerchantBusinessValues } from '@/lib/merchant/business-values';

/** What the registration form holds: the business (its text, place ids, photo) and the account. */
export type MerchantRegistrationValues = MerchantBusinessValues & {
  email: string;
  password: string;
};

export const EMPTY_MERCHANT_REGISTRATION: MerchantRegistrationValues = {
  name: '',
  owner: '',
  email: '',
  password: '',
  phone: '',
  address: '',
  province_id: '',
  city_id: '',
  regency_id: '',
  district_id: '',
  postal_code: '',
  description: '',
  merchant_photo: null,
};

/** The registration call's body; the form has checked that the photo is chosen. */
export function toRegisterMerchantBody(
  values: MerchantRegistrationValues,
): RegisterMerchantRequest {
  if (values.merchant_photo === null) throw new Error('A registration needs its photo');
  const description = values.description.trim();
  return {
    name: values.name.trim(),
    owner: values.owner.trim(),
    email: values.email.trim(),
    password: values.password,
    phone: values.phone.trim(),
    address: values.address.trim(),
    province_id: Number(values.province_id),
    city_id: Number(values.city_id),
    regency_id: Number(values.regency_id),
    district_id: Number(values.district_id),
    postal_code: values.postal_code.trim(),
    ...(description === '' ? {} : { description }),
    merchant_photo: values.merchant_photo,
  };
}
