import { describedListPageQuery } from '@/lib/list/list-page-query';
import type { PageQueries } from '@/lib/page-query';
import { transactionList } from './transaction-list';

/** The list `/transaction` shows, for the palette to search (docs/palette.md). */
export const partnerTransactionPageLists = [transactionList];

/** `/transaction`: the page of rows its URL asks for. */
export const partnerTransactionPageQueries: PageQueries = (request) => [
  describedListPageQuery(transactionList, request),
];
