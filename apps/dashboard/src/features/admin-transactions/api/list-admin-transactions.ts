import { api } from '@/lib/api';
import type { QueryOf } from '@/lib/list-params';

/** GET /v1/admindata/alltrans: one page of marketplace transactions, newest first. */
export function adminTransactionsQueryOptions(query: QueryOf<'listAdminTransactions'>) {
  return api.queryOptions('get', '/v1/admindata/alltrans', { params: { query } });
}
