import type { Partner, UpdatePartnerProfileRequest } from '@backoffice/sdk';

/**
 * What a partner_master record's form holds: its inputs' text and a newly chosen photo. The
 * password is the account's own, changed at /edit, never here.
 */
export type PartnerProfileValues = {
  name: string;
  email: string;
  phone: string;
  address: string;
  /** A new photo; null keeps the stored one. */
  photo: File | null;
};

export function partnerToProfileValues(partner: Partner): PartnerProfileValues {
  return {
    name: partner.name,
    email: partner.email,
    phone: partner.phone,
    address: partner.address ?? '',
    photo: null,
  };
}

/**
 * The update call's body: the caller's own record, or partner `id` when an admin edits another.
 * The address is always sent, so it can be cleared (the mock stores an empty one as null); the
 * photo only when a new one is chosen.
 */
export function toUpdatePartnerBody(
  values: PartnerProfileValues,
  id?: number,
): UpdatePartnerProfileRequest {
  return {
    ...(id === undefined ? {} : { id }),
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    address: values.address.trim(),
    ...(values.photo === null ? {} : { photo: values.photo }),
  };
}
