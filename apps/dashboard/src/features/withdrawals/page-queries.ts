import { partnerBankQueryOptions } from '@/lib/bank-account/get-partner-bank';
import { listPageQuery, type PageQueries, pageQuery } from '@/lib/page-query';
import { withdrawalsQueryOptions } from './api/list-withdrawals';
import { withdrawalListParams } from './lib/list-params';

/** `/wirthdraw`: the page of withdrawals its URL asks for (with the balance), and the bank account. */
export const withdrawalPageQueries: PageQueries = (request) => [
  listPageQuery(withdrawalListParams, withdrawalsQueryOptions, request),
  pageQuery(partnerBankQueryOptions()),
];
