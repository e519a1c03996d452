import {
  EMPTY_MERCHANT_REGISTRATION,
  toRegisterMerchantBody,
} from './merchant-registration-values';

const photo = new File(['x'], 'toko.png', { type: 'image/png' });

describe('merchant registration values', () => {
  it('builds the body: trimmed text, ids as numbers, no blank description, the photo', () => {
    const body = toRegisterMerchantBody({
      ...EMPTY_MERCHANT_REGISTRATION,
      name: ' Toko Sumber Rezeki ',
      owner: 'Siti',
      email: ' siti@toko.test ',
      password: ' rahasia1 ',
      phone: '0317654321',
      address: 'Jl. Tunjungan 12',
      province_id: '35',
      city_id: '3578',
      regency_id: '357815',
      district_id: '3578151001',
      postal_code: '60275',
      description: '  ',
      merchant_photo: photo,
    });
    expect(body).toEqual({
      name: 'Toko Sumber Rezeki',
      owner: 'Siti',
      email: 'siti@toko.test',
      password: ' rahasia1 ',
      phone: '0317654321',
      address: 'Jl. Tunjungan 12',
      province_id: 35,
      city_id: 3578,
      regency_id: 357815,
      district_id: 3578151001,
      postal_code: '60275',
      merchant_photo: photo,
    });
    expect(() => toRegisterMerchantBody(EMPTY_MERCHANT_REGISTRATION)).toThrow();
  });
});
