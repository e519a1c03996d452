import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /v1/partner_master/getalldata: the partner's figures and all of their referral codes. */
export function referralDashboardQueryOptions() {
  return api.queryOptions('get', '/v1/partner_master/getalldata');
}

export function useReferralDashboard() {
  return useQuery(referralDashboardQueryOptions());
}
