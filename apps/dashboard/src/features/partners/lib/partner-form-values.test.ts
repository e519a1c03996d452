import { EMPTY_NEW_PARTNER_FORM, toCreatePartnerBody } from './partner-form-values';

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
});
