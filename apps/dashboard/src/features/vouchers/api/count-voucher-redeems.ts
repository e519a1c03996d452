import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /v1/merchant/count_redeem: the merchant's redeems per status. */
export function redeemCountsQueryOptions() {
  return api.queryOptions('get', '/v1/merchant/count_redeem');
}

export function useRedeemCounts() {
  return useQuery(redeemCountsQueryOptions());
}
