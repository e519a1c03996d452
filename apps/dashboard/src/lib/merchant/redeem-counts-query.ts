import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/**
 * GET /v1/merchant/count_redeem: the redeems of the signed-in merchant's vouchers per status,
 * on the merchant's home and above the redeem list (which refetches it after a decision).
 */
export function redeemCountsQueryOptions() {
  return api.queryOptions('get', '/v1/merchant/count_redeem');
}

export function useRedeemCounts() {
  return useQuery(redeemCountsQueryOptions());
}
