import { choosePlace, EMPTY_PLACE, type PlaceValues, placeBody, placeId } from './place-cascade';

const FULL: PlaceValues = {
  province_id: '32',
  city_id: '3273',
  regency_id: '327311',
  district_id: '3273111001',
  postal_code: '40111',
};

const POSTAL: Record<string, string> = { '3273111001': '40111', '3273111003': '40112' };
const postalCodeOf = (id: string) => POSTAL[id];

describe('choosePlace', () => {
  it('clears every level below the province, the city and the regency when one changes', () => {
    expect(choosePlace(FULL, 'province_id', '31', postalCodeOf)).toEqual({
      ...EMPTY_PLACE,
      province_id: '31',
    });
    expect(choosePlace(FULL, 'city_id', '3204', postalCodeOf)).toEqual({
      ...EMPTY_PLACE,
      province_id: '32',
      city_id: '3204',
    });
    expect(choosePlace(FULL, 'regency_id', '327312', postalCodeOf)).toEqual({
      ...FULL,
      regency_id: '327312',
      district_id: '',
      postal_code: '',
    });
  });

  it("fills the postal code with the chosen district's nama_kode_pos", () => {
    expect(choosePlace(FULL, 'district_id', '3273111003', postalCodeOf)).toEqual({
      ...FULL,
      district_id: '3273111003',
      postal_code: '40112',
    });
    const noDistrict = { ...FULL, district_id: '', postal_code: '' };
    expect(choosePlace(noDistrict, 'district_id', '3273111001', postalCodeOf)).toEqual(FULL);
    expect(choosePlace(FULL, 'district_id', '999', postalCodeOf).postal_code).toBe('');
  });

  it('changes nothing when the same value is chosen again, and the postal code alone', () => {
    expect(choosePlace(FULL, 'city_id', '3273', postalCodeOf)).toBe(FULL);
    expect(choosePlace(FULL, 'postal_code', '40115', postalCodeOf)).toEqual({
      ...FULL,
      postal_code: '40115',
    });
  });
});

describe('placeBody and placeId', () => {
  it('sends the ids as numbers and the postal code trimmed', () => {
    expect(placeBody({ ...FULL, postal_code: ' 40111 ' })).toEqual({
      province_id: 32,
      city_id: 3273,
      regency_id: 327311,
      district_id: 3273111001,
      postal_code: '40111',
    });
  });

  it('reads a chosen id, null for none', () => {
    expect(placeId('3273')).toBe(3273);
    expect(placeId('')).toBeNull();
    expect(placeId('0')).toBeNull();
  });
});
