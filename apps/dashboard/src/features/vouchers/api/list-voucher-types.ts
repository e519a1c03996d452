import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /v1/jvoucher/type (no token): the master voucher types the form offers. */
export function voucherTypesQueryOptions() {
  // A master list changes rarely: one answer serves every form opened within the session.
  return { ...api.queryOptions('get', '/v1/jvoucher/type'), staleTime: 10 * 60_000 };
}

export function useVoucherTypes() {
  return useQuery(voucherTypesQueryOptions());
}
