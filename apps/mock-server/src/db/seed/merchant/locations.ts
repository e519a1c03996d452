import type { PlaceChain, PlacesTables } from '../places';

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

export type LocationResult =
  | { ok: true; location: MerchantLocation }
  | { ok: false; field: keyof LocationIds };

/**
 * The location the submitted ids name in the Places tables (the lists the registration form
 * cascades through), or the first field that does not fit: each level must exist and belong
 * to the one above it, and the postal code must be the kelurahan's.
 */
export function resolveLocation(places: PlacesTables, ids: LocationIds): LocationResult {
  const province = places.provinces.find((p) => p.id === ids.province_id);
  if (province === undefined) return { ok: false, field: 'province_id' };
  const city = places.cities.find((c) => c.id === ids.city_id && c.province_id === province.id);
  if (city === undefined) return { ok: false, field: 'city_id' };
  const regency = places.regencies.find((r) => r.id === ids.regency_id && r.city_id === city.id);
  if (regency === undefined) return { ok: false, field: 'regency_id' };
  const district = places.districts.find(
    (d) => d.id === ids.district_id && d.regency_id === regency.id,
  );
  if (district === undefined) return { ok: false, field: 'district_id' };
  if (district.nama_kode_pos !== ids.postal_code) return { ok: false, field: 'postal_code' };
  return { ok: true, location: chainLocation({ province, city, regency, district }) };
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
