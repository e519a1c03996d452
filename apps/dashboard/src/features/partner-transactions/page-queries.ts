import { listPageQuery, type PageQueries } from '@/lib/page-query';
import { partnerTransactionsQueryOptions } from './api/list-partner-transactions';
import { partnerTransactionListParams } from './lib/list-params';

/** `/transaction`: the page of rows its URL asks for. */
export const partnerTransactionPageQueries: PageQueries = (request) => [
  listPageQuery(partnerTransactionListParams, partnerTransactionsQueryOptions, request),
];
