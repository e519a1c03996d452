import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/**
 * GET /v1/merchant/profile: the signed-in merchant's short profile (id, name, greeting, photo),
 * which the merchant's home greets with and its /edit starts from.
 */
export function merchantProfileQueryOptions() {
  return api.queryOptions('get', '/v1/merchant/profile');
}

export function useMerchantProfile() {
  return useQuery(merchantProfileQueryOptions());
}
