import type { Partner } from '@backoffice/sdk';
import {
  EMPTY_NEW_PARTNER_FORM,
  partnerToFormValues,
  toCreatePartnerBody,
  toUpdatePartnerBody,
} from './partner-form-values';

const partner: Partner = {
  id: 15,
  name: 'Siti Rahayu',
  email: 'siti.rahayu@backoffice.test',
  phone: '085712345678',
  address: null,
  role: 'P',
  photo: 'http://127.0.0.1:4010/uploads/profile/siti-rahayu.jpg',
  partner_code: 'SITISBY',
  bank: null,
  rowstatus: 1,
  total_member: 12,
  created_at: '2026-05-11T08:00:00+07:00',
  updated_at: '2026-09-30T16:45:00+07:00',
};

describe('partner form values', () => {
  it('starts a new partner as a referral partner with empty inputs', () => {
    expect(EMPTY_NEW_PARTNER_FORM).toEqual({
      name: '',
      email: '',
      phone: '',
      password: '',
      address: '',
      role: 'P',
    });
  });

  it('fills the edit form from the record, a missing address as empty text', () => {
    expect(partnerToFormValues(partner)).toEqual({
      name: 'Siti Rahayu',
      email: 'siti.rahayu@backoffice.test',
      phone: '085712345678',
      address: '',
    });
  });

  it('trims the create body, leaves an empty address out and keeps the password as typed', () => {
    expect(
      toCreatePartnerBody({
        name: '  Dewi Lestari ',
        email: ' dewi@backoffice.test ',
        phone: '081298765432 ',
        password: ' rahasia 123 ',
        address: '   ',
        role: 'A,P',
      }),
    ).toEqual({
      name: 'Dewi Lestari',
      email: 'dewi@backoffice.test',
      phone: '081298765432',
      password: ' rahasia 123 ',
      role: 'A,P',
    });
  });

  it('sends the partner id with the update and always the address, so it can be cleared', () => {
    expect(
      toUpdatePartnerBody(15, { ...partnerToFormValues(partner), name: 'Siti R. ', address: ' ' }),
    ).toEqual({
      id: 15,
      name: 'Siti R.',
      email: 'siti.rahayu@backoffice.test',
      phone: '085712345678',
      address: '',
    });
  });
});
