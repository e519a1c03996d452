import { EMPTY_KREATOR_FORM, toCreateKreatorBody } from './kreator-form-values';

describe('kreator form values', () => {
  it('trims the text and keeps the password as typed', () => {
    expect(
      toCreateKreatorBody({
        ...EMPTY_KREATOR_FORM,
        name: ' Rizky Pratama ',
        email: ' rizky@contoh.test ',
        phone: '081311112222 ',
        password: ' rahasia 123 ',
      }),
    ).toEqual({
      name: 'Rizky Pratama',
      email: 'rizky@contoh.test',
      phone: '081311112222',
      password: ' rahasia 123 ',
    });
  });
});
