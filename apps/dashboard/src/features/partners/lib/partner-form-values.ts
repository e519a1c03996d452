import type { CreatePartnerRequest } from '@backoffice/sdk';
import type { PartnerProfileValues } from '@/lib/partner-profile/partner-profile-values';

/** What the new-partner form holds: a partner's details, the first password and the role. */
export type NewPartnerFormValues = Omit<PartnerProfileValues, 'photo'> & {
  password: string;
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
