import type { CreatePartnerRequest, Partner, UpdatePartnerProfileRequest } from '@backoffice/sdk';

/** What the new-partner form holds: its inputs' text and the chosen role. */
export type NewPartnerFormValues = {
  name: string;
  email: string;
  phone: string;
  password: string;
  address: string;
  role: NonNullable<CreatePartnerRequest['role']>;
};

/** The edit form: the partner's details (the password is the partner's own, changed at /edit). */
export type PartnerFormValues = {
  name: string;
  email: string;
  phone: string;
  address: string;
};

/** A new partner: a referral partner (`P`), the contract's default role. */
export const EMPTY_NEW_PARTNER_FORM: NewPartnerFormValues = {
  name: '',
  email: '',
  phone: '',
  password: '',
  address: '',
  role: 'P',
};

export function partnerToFormValues(partner: Partner): PartnerFormValues {
  return {
    name: partner.name,
    email: partner.email,
    phone: partner.phone,
    address: partner.address ?? '',
  };
}

/** The create call's body; an empty address is left out. The password is sent as typed. */
export function toCreatePartnerBody(values: NewPartnerFormValues): CreatePartnerRequest {
  const address = values.address.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    password: values.password,
    ...(address === '' ? {} : { address }),
    role: values.role,
  };
}

/**
 * The update call's body for partner `id`: the address is always sent, so it can be cleared
 * (the mock stores an empty one as null).
 */
export function toUpdatePartnerBody(
  id: number,
  values: PartnerFormValues,
): UpdatePartnerProfileRequest {
  return {
    id,
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    address: values.address.trim(),
  };
}
