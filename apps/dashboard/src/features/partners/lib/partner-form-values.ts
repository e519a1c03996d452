import type { CreatePartnerRequest } from '@backoffice/sdk';

/** What the new-partner form holds: its inputs' text and the chosen role. */
export type NewPartnerFormValues = {
  name: string;
  email: string;
  phone: string;
  password: string;
  address: string;
  role: NonNullable<CreatePartnerRequest['role']>;
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
