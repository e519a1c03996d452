import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /v1/partner_master/getbank: the partner's bank account, `data` null while none is saved. */
export function partnerBankQueryOptions() {
  return api.queryOptions('get', '/v1/partner_master/getbank');
}

export function usePartnerBank() {
  return useQuery(partnerBankQueryOptions());
}
