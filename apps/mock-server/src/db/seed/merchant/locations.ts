import type { PlaceChain } from '../places';

/**
 * The one mapping of a chain of the places cascade to the fields a record stores (a merchant's
 * or an event's address as the contract carries it: each level's id and name).
 */
export function chainLocation({ province, city, regency, district }: PlaceChain) {
  return {
    province_id: province.id,
    province_name: province.name,
    city_id: city.id,
    city_name: city.name,
    regency_id: regency.id,
    regency_name: regency.name,
    district_id: district.id,
    district_name: district.name,
    postal_code: district.nama_kode_pos,
  };
}

export type MerchantLocation = ReturnType<typeof chainLocation>;

/** The ids a form sends for a location. */
export type LocationIds = Pick<
  MerchantLocation,
  'province_id' | 'city_id' | 'regency_id' | 'district_id' | 'postal_code'
>;
