import type { City, District, Province, Regency } from '@backoffice/sdk';
import { PROVINCES } from './places/data';

/** Area "Places": the location cascade as four tables, read-only at run time. */
export interface PlacesTables {
  provinces: Province[];
  cities: City[];
  regencies: Regency[];
  districts: District[];
}

/** Built from constants only: the same tables on every reset, whatever the seed. */
export function seedPlaces(): PlacesTables {
  const tables: PlacesTables = { provinces: [], cities: [], regencies: [], districts: [] };
  for (const province of PROVINCES) {
    tables.provinces.push({ id: province.id, name: province.name });
    for (const city of province.cities) {
      tables.cities.push({ id: city.id, name: city.name, province_id: province.id });
      city.kecamatan.forEach((kecamatan, k) => {
        // A kecamatan id is its city's code and a 2-digit sequence; a kelurahan adds 4 digits.
        const regency = city.id * 100 + k + 1;
        tables.regencies.push({ id: regency, name: kecamatan.name, city_id: city.id });
        kecamatan.kelurahan.forEach((kelurahan, d) => {
          tables.districts.push({
            id: regency * 10000 + 1001 + d,
            name: kelurahan.name,
            regency_id: regency,
            nama_kode_pos: kelurahan.postalCode,
          });
        });
      });
    }
  }
  return tables;
}

/** One complete location, from province down to postal code, for other areas' seeds. */
export interface PlaceChain {
  readonly province: Province;
  readonly city: City;
  readonly regency: Regency;
  readonly district: District;
}

/** Every chain of the places tables, e.g. to give a seeded merchant or event a real address. */
export function placeChains(tables: PlacesTables = seedPlaces()): PlaceChain[] {
  const chains: PlaceChain[] = [];
  for (const district of tables.districts) {
    const regency = tables.regencies.find((r) => r.id === district.regency_id);
    const city = tables.cities.find((c) => c.id === regency?.city_id);
    const province = tables.provinces.find((p) => p.id === city?.province_id);
    if (regency && city && province) chains.push({ province, city, regency, district });
  }
  return chains;
}
