import { partnerBankQueryOptions } from '@/lib/bank-account/get-partner-bank';
import { describedListPageQuery } from '@/lib/list/list-page-query';
import { type PageQueries, pageQuery } from '@/lib/page-query';
import { withdrawalListQuery } from './withdrawal-list-query';

/** `/wirthdraw`: the page of withdrawals its URL asks for (with the balance), and the bank account. */
export const withdrawalPageQueries: PageQueries = (request) => [
  describedListPageQuery(withdrawalListQuery, request),
  pageQuery(partnerBankQueryOptions()),
];
