import type { City, District, Province, Regency } from '@backoffice/sdk';
import { PLACES_TABLE } from './places/data';

/** Area "Places": the location cascade as four tables, read-only at run time. */
interface PlacesTables {
  provinces: Province[];
  cities: City[];
  regencies: Regency[];
  districts: District[];
}

/** One complete location, from province down to postal code, for other areas' seeds. */
interface PlaceChain {
  readonly province: Province;
  readonly city: City;
  readonly regency: Regency;
  readonly district: District;
}

/**
 * `PLACES_TABLE` as the four tables and every chain through them, in its order, whatever the
 * seed. A kecamatan id is its city's code and a 2-digit sequence; a kelurahan adds 4 digits.
 */
function readPlaces(): { tables: PlacesTables; chains: PlaceChain[] } {
  const tables: PlacesTables = { provinces: [], cities: [], regencies: [], districts: [] };
  const chains: PlaceChain[] = [];
  let province: Province | undefined;
  let city: City | undefined;
  let kecamatan = 0;
  for (const line of PLACES_TABLE.trim().replace(/,\n +/g, ', ').split('\n')) {
    const [, level, id, name = ''] = /^(#+) (\d+) (.+)$/.exec(line) ?? [];
    if (level === '#') {
      province = { id: Number(id), name };
      tables.provinces.push(province);
    } else if (level === '##' && province !== undefined) {
      city = { id: Number(id), name, province_id: province.id };
      tables.cities.push(city);
      kecamatan = 0;
    } else if (province !== undefined && city !== undefined) {
      // `kecamatan: kelurahan postal code, …`
      const [regencyName = '', kelurahan = ''] = line.split(': ');
      kecamatan++;
      const regency = { id: city.id * 100 + kecamatan, name: regencyName, city_id: city.id };
      tables.regencies.push(regency);
      for (const [d, entry] of kelurahan.split(', ').entries()) {
        const at = entry.lastIndexOf(' ');
        const district = {
          id: regency.id * 10000 + 1001 + d,
          name: entry.slice(0, at),
          regency_id: regency.id,
          nama_kode_pos: entry.slice(at + 1),
        };
        tables.districts.push(district);
        chains.push({ province, city, regency, district });
      }
    }
  }
  return { tables, chains };
}

export const seedPlaces = (): PlacesTables => readPlaces().tables;

/** The one mapping of a places chain to a merchant's or event's address: each level's id, name. */
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

/** Every chain of the places tables as a location, for a seeded merchant's or event's address. */
export const placeLocations = (): MerchantLocation[] => readPlaces().chains.map(chainLocation);
