import type { RegisterMerchantRequest } from '@backoffice/sdk';

/** What the registration form holds: its inputs' text, the location ids as text, the photo. */
export type MerchantRegistrationValues = {
  name: string;
  owner: string;
  email: string;
  password: string;
  phone: string;
  address: string;
  province_id: string;
  city_id: string;
  regency_id: string;
  district_id: string;
  postal_code: string;
  description: string;
  merchant_photo: File | null;
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
