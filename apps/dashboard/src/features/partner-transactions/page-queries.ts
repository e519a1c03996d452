import { describedListPageQuery } from '@/lib/list/list-page-query';
import type { PageQueries } from '@/lib/page-query';
import { transactionList } from './transaction-list';

/** `/transaction`: the page of rows its URL asks for. */
export const partnerTransactionPageQueries: PageQueries = (request) => [
  describedListPageQuery(transactionList, request),
];
