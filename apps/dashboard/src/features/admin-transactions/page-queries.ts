import { listPageQuery, type PageQueries } from '@/lib/page-query';
import { adminTransactionsQueryOptions } from './api/list-admin-transactions';
import { adminTransactionListParams } from './lib/list-params';

/** `/transaction-list`: the page of rows its URL asks for. */
export const adminTransactionPageQueries: PageQueries = (request) => [
  listPageQuery(adminTransactionListParams, adminTransactionsQueryOptions, request),
];
