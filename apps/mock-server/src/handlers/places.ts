import { db } from '../db/store';
import { route } from '../http';

const byName = <T extends { name: string }>(rows: readonly T[]): T[] =>
  [...rows].sort((a, b) => a.name.localeCompare(b.name, 'id'));

/**
 * Area "Places": the cascade province > city > regency (kecamatan) > district (kelurahan) >
 * postal code. An unknown parent answers an empty list, as the contract says.
 */
export const placesHandlers = [
  route.get('/v1/places/provinces', ({ response }) =>
    response(200).json({ data: byName(db.provinces) }),
  ),

  route.get('/v1/places/cities', ({ query, response }) => {
    const { province_id } = query;
    return response(200).json({
      data: byName(db.cities.filter((c) => c.province_id === province_id)),
    });
  }),

  route.get('/v1/places/regencies', ({ query, response }) => {
    const { city_id } = query;
    return response(200).json({
      data: byName(db.regencies.filter((r) => r.city_id === city_id)),
    });
  }),

  route.get('/v1/places/districts', ({ query, response }) => {
    const { regency_id } = query;
    return response(200).json({
      data: byName(db.districts.filter((d) => d.regency_id === regency_id)),
    });
  }),

  route.get('/v1/places/zip', ({ query, response }) => {
    const { district_id } = query;
    const district = db.districts.find((d) => d.id === district_id);
    return response(200).json({
      data: district === undefined ? [] : [{ kode_pos: district.nama_kode_pos, district_id }],
    });
  }),
];
