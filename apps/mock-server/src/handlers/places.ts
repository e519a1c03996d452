import { db } from '../db/store';
import { route } from '../http';

const byName = <T extends { name: string }>(rows: readonly T[], keep: (row: T) => boolean): T[] =>
  rows.filter(keep).sort((a, b) => a.name.localeCompare(b.name, 'id'));

/**
 * Area "Places": the cascade province > city > regency (kecamatan) > district (kelurahan) >
 * postal code. An unknown parent answers an empty list, as the contract says.
 */
export const placesHandlers = [
  route.get('/v1/places/provinces', ({ response }) =>
    response(200).json({ data: byName(db.provinces, () => true) }),
  ),
  route.get('/v1/places/cities', ({ query, response }) =>
    response(200).json({ data: byName(db.cities, (c) => c.province_id === query.province_id) }),
  ),
  route.get('/v1/places/regencies', ({ query, response }) =>
    response(200).json({ data: byName(db.regencies, (r) => r.city_id === query.city_id) }),
  ),
  route.get('/v1/places/districts', ({ query, response }) =>
    response(200).json({ data: byName(db.districts, (d) => d.regency_id === query.regency_id) }),
  ),

  route.get('/v1/places/zip', ({ query, response }) => {
    const { district_id } = query;
    const district = db.districts.find((d) => d.id === district_id);
    return response(200).json({
      data: district === undefined ? [] : [{ kode_pos: district.nama_kode_pos, district_id }],
    });
  }),
];
