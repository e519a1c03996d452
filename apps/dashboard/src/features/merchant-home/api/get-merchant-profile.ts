import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /v1/merchant/profile: the signed-in merchant's name and greeting. */
export function merchantProfileQueryOptions() {
  return api.queryOptions('get', '/v1/merchant/profile');
}

export function useMerchantProfile() {
  return useQuery(merchantProfileQueryOptions());
}
