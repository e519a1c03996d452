import type { PlaceChain } from '../places';

/** A merchant's address as the contract's Merchant carries it: each level's id and name. */
export interface MerchantLocation {
  readonly province_id: number;
  readonly province_name: string;
  readonly city_id: number;
  readonly city_name: string;
  readonly regency_id: number;
  readonly regency_name: string;
  readonly district_id: number;
  readonly district_name: string;
  readonly postal_code: string;
}

export interface LocationIds {
  readonly province_id: number;
  readonly city_id: number;
  readonly regency_id: number;
  readonly district_id: number;
  readonly postal_code: string;
}

/** The one mapping of a chain of the places cascade to the fields a record stores. */
export function chainLocation({ province, city, regency, district }: PlaceChain): MerchantLocation {
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
