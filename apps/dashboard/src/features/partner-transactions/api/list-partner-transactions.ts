import { api } from '@/lib/api';
import type { QueryOf } from '@/lib/list-params';

/** GET /v1/partner_master/getalltransaction: one page of the partner's members' transactions. */
export function partnerTransactionsQueryOptions(query: QueryOf<'listPartnerTransactions'>) {
  return api.queryOptions('get', '/v1/partner_master/getalltransaction', { params: { query } });
}
