import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

// The four place lists of the location selects (no token: the form is filled by a guest). Each
// level asks only once the level above is chosen; a list changes rarely, so answers are kept.
const KEEP = 10 * 60_000;

/** GET /v1/places/provinces */
export function useProvinces() {
  return useQuery({ ...api.queryOptions('get', '/v1/places/provinces'), staleTime: KEEP });
}

/** GET /v1/places/cities?province_id= */
export function useCities(provinceId: number | null) {
  return useQuery({
    ...api.queryOptions('get', '/v1/places/cities', {
      params: { query: { province_id: provinceId ?? 0 } },
    }),
    enabled: provinceId !== null,
    staleTime: KEEP,
  });
}

/** GET /v1/places/regencies?city_id= */
export function useRegencies(cityId: number | null) {
  return useQuery({
    ...api.queryOptions('get', '/v1/places/regencies', {
      params: { query: { city_id: cityId ?? 0 } },
    }),
    enabled: cityId !== null,
    staleTime: KEEP,
  });
}

/** GET /v1/places/districts?regency_id= */
export function useDistricts(regencyId: number | null) {
  return useQuery({
    ...api.queryOptions('get', '/v1/places/districts', {
      params: { query: { regency_id: regencyId ?? 0 } },
    }),
    enabled: regencyId !== null,
    staleTime: KEEP,
  });
}
