import { db } from '../db/store';
import { http } from '../http';
import { readQuery } from '../pipeline/context';

const byName = <T extends { name: string }>(rows: readonly T[]): T[] =>
  [...rows].sort((a, b) => a.name.localeCompare(b.name, 'id'));

/**
 * Area "Places": the cascade province > city > regency (kecamatan) > district (kelurahan) >
 * postal code. An unknown parent answers an empty list, as the contract says.
 */
export const placesHandlers = [
  http.get('/v1/places/provinces', ({ response }) =>
    response(200).json({ data: byName(db.provinces) }),
  ),

  http.get('/v1/places/cities', ({ request, response }) => {
    const { province_id } = readQuery<'/v1/places/cities'>(request);
    return response(200).json({
      data: byName(db.cities.filter((c) => c.province_id === province_id)),
    });
  }),

  http.get('/v1/places/regencies', ({ request, response }) => {
    const { city_id } = readQuery<'/v1/places/regencies'>(request);
    return response(200).json({
      data: byName(db.regencies.filter((r) => r.city_id === city_id)),
    });
  }),

  http.get('/v1/places/districts', ({ request, response }) => {
    const { regency_id } = readQuery<'/v1/places/districts'>(request);
    return response(200).json({
      data: byName(db.districts.filter((d) => d.regency_id === regency_id)),
    });
  }),

  http.get('/v1/places/zip', ({ request, response }) => {
    const { district_id } = readQuery<'/v1/places/zip'>(request);
    const district = db.districts.find((d) => d.id === district_id);
    return response(200).json({
      data: district === undefined ? [] : [{ kode_pos: district.nama_kode_pos, district_id }],
    });
  }),
];
