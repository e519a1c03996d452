import type { RegisterMerchantRequest } from '@backoffice/sdk';
import type { MerchantBusinessValues } from '@/lib/merchant/business-values';
import { EMPTY_PLACE, placeBody } from '@/lib/places/place-cascade';

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
  ...EMPTY_PLACE,
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
    ...placeBody(values),
    ...(description === '' ? {} : { description }),
    merchant_photo: values.merchant_photo,
  };
}
