import type { PlaceValues } from '@/lib/places/place-cascade';

/**
 * The fields of a merchant's business as its two forms hold them (the registration and the
 * merchant's own profile): the inputs' text, the place ids as text, and a photo file (on the
 * profile, null keeps the stored one).
 */
export type MerchantBusinessValues = PlaceValues & {
  name: string;
  owner: string;
  phone: string;
  address: string;
  description: string;
  merchant_photo: File | null;
};
