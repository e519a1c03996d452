import {
  chosenId,
  EMPTY_MERCHANT_REGISTRATION,
  fieldsClearedBy,
  toRegisterMerchantBody,
} from './merchant-registration-values';

const photo = new File(['x'], 'toko.png', { type: 'image/png' });

describe('merchant registration values', () => {
  it('clears every level below a changed one, and the postal code', () => {
    expect(fieldsClearedBy('province_id')).toEqual([
      'city_id',
      'regency_id',
      'district_id',
      'postal_code',
    ]);
    expect(fieldsClearedBy('regency_id')).toEqual(['district_id', 'postal_code']);
    expect(fieldsClearedBy('district_id')).toEqual(['postal_code']);
  });

  it('reads a chosen id, or null while nothing is chosen', () => {
    expect(chosenId('')).toBeNull();
    expect(chosenId('3273')).toBe(3273);
  });

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
