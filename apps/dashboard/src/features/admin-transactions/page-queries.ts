import { describedListPageQuery } from '@/lib/list/list-page-query';
import type { PageQueries } from '@/lib/page-query';
import { adminTransactionListQuery } from './admin-transaction-list-query';

/** `/transaction-list`: the page of rows its URL asks for. */
export const adminTransactionPageQueries: PageQueries = (request) => [
  describedListPageQuery(adminTransactionListQuery, request),
];
