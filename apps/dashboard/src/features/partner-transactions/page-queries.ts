import { describedListPageQuery } from '@/lib/list/list-page-query';
import type { PageQueries } from '@/lib/page-query';
import { transactionListQuery } from './transaction-list-query';

/** `/transaction`: the page of rows its URL asks for. */
export const partnerTransactionPageQueries: PageQueries = (request) => [
  describedListPageQuery(transactionListQuery, request),
];
