import { describedListPageQuery } from '@/lib/list/list-page-query';
import { readTab } from '@/lib/list-tabs';
import { redeemCountsQueryOptions } from '@/lib/merchant/redeem-counts-query';
import { type PageQueries, pageQuery } from '@/lib/page-query';
import { VOUCHER_TABS } from './lib/tabs';
import { redeemList } from './redeem-list';
import { voucherList } from './voucher-list';

/**
 * `/voucher`: the page of rows of the tab its URL shows (the redeems' with their counts). Apart
 * from the forms' (page-queries.ts): the descriptions it reads bring the lists' cells, which
 * the forms' routes need not download.
 */
export const voucherPageQueries: PageQueries = (request) =>
  readTab(request.search, VOUCHER_TABS) === 'redeem'
    ? [describedListPageQuery(redeemList, request), pageQuery(redeemCountsQueryOptions())]
    : [describedListPageQuery(voucherList, request)];
