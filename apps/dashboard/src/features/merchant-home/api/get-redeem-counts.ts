import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /v1/merchant/count_redeem: redeems of the merchant's vouchers per status. */
export function redeemCountsQueryOptions() {
  return api.queryOptions('get', '/v1/merchant/count_redeem');
}

export function useRedeemCounts() {
  return useQuery(redeemCountsQueryOptions());
}
