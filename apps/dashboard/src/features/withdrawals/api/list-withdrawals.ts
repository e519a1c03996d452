import { api } from '@/lib/api';
import type { QueryOf } from '@/lib/list-params';

/**
 * GET /v1/partner_master/getwithdrawal: one page of the signed-in partner's withdrawals, with the
 * available balance beside it (ADR 0070).
 */
export function withdrawalsQueryOptions(query: QueryOf<'listWithdrawals'>) {
  return api.queryOptions('get', '/v1/partner_master/getwithdrawal', { params: { query } });
}

/** The key every page of the list shares: a new withdrawal refreshes them all, and the balance. */
export function withdrawalListKey() {
  return api.queryOptions('get', '/v1/partner_master/getwithdrawal').queryKey.slice(0, 2);
}
