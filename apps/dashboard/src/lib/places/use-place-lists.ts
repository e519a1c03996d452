import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { type PlaceValues, placeId } from './place-cascade';

// The place lists (no token). Each level asks only once the level above is chosen; a list
// changes rarely, so answers are kept.
const KEEP = 10 * 60_000;

/** The five lists of the cascade for the values chosen so far. */
export function usePlaceLists(values: PlaceValues) {
  const province = placeId(values.province_id);
  const city = placeId(values.city_id);
  const regency = placeId(values.regency_id);
  const district = placeId(values.district_id);
  return {
    province_id: useQuery({ ...api.queryOptions('get', '/v1/places/provinces'), staleTime: KEEP }),
    city_id: useQuery({
      ...api.queryOptions('get', '/v1/places/cities', {
        params: { query: { province_id: province ?? 0 } },
      }),
      enabled: province !== null,
      staleTime: KEEP,
    }),
    regency_id: useQuery({
      ...api.queryOptions('get', '/v1/places/regencies', {
        params: { query: { city_id: city ?? 0 } },
      }),
      enabled: city !== null,
      staleTime: KEEP,
    }),
    district_id: useQuery({
      ...api.queryOptions('get', '/v1/places/districts', {
        params: { query: { regency_id: regency ?? 0 } },
      }),
      enabled: regency !== null,
      staleTime: KEEP,
    }),
    postal_code: useQuery({
      ...api.queryOptions('get', '/v1/places/zip', {
        params: { query: { district_id: district ?? 0 } },
      }),
      enabled: district !== null,
      staleTime: KEEP,
    }),
  };
}
