import { describedListPageQuery } from '@/lib/list/list-page-query';
import { readTab } from '@/lib/list/list-tabs';
import { redeemCountsQueryOptions } from '@/lib/merchant/redeem-counts-query';
import { type PageQueries, pageQuery } from '@/lib/page-query';
import { VOUCHER_TABS } from './lib/tabs';
import { redeemListQuery } from './redeem-list-query';
import { voucherListQuery } from './voucher-list-query';

/**
 * `/voucher`: the page of rows of the tab its URL shows (the redeems' with their counts). Apart
 * from the forms' (page-queries.ts), whose routes need not download the lists' query parts.
 */
export const voucherPageQueries: PageQueries = (request) =>
  readTab(request.search, VOUCHER_TABS) === 'redeem'
    ? [describedListPageQuery(redeemListQuery, request), pageQuery(redeemCountsQueryOptions())]
    : [describedListPageQuery(voucherListQuery, request)];
