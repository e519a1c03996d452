import { describedListPageQuery } from '@/lib/list/list-page-query';
import type { PageQueries } from '@/lib/page-query';
import { adminTransactionList } from './admin-transaction-list';

/** `/transaction-list`: the page of rows its URL asks for. */
export const adminTransactionPageQueries: PageQueries = (request) => [
  describedListPageQuery(adminTransactionList, request),
];
