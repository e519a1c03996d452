import { describedListPageQuery } from '@/lib/list/list-page-query';
import { readTab } from '@/lib/list-tabs';
import { redeemCountsQueryOptions } from '@/lib/merchant/redeem-counts-query';
import { type PageQueries, pageQuery, recordPageQuery } from '@/lib/page-query';
import { voucherQueryOptions } from './api/get-voucher';
import { voucherTypesQueryOptions } from './api/list-voucher-types';
import { VOUCHER_TABS } from './lib/tabs';
import { redeemList } from './redeem-list';
import { voucherList } from './voucher-list';

/** `/voucher`: the page of rows of the tab its URL shows (the redeems' with their counts). */
export const voucherPageQueries: PageQueries = (request) =>
  readTab(request.search, VOUCHER_TABS) === 'redeem'
    ? [describedListPageQuery(redeemList, request), pageQuery(redeemCountsQueryOptions())]
    : [describedListPageQuery(voucherList, request)];

/** `/voucher/add`: the voucher types its select offers. */
export const voucherAddPageQueries: PageQueries = () => [pageQuery(voucherTypesQueryOptions())];

/** `/voucher/edit/:id`: that voucher and the voucher types. */
export const voucherEditPageQueries: PageQueries = (request) => [
  ...recordPageQuery(voucherQueryOptions, request),
  pageQuery(voucherTypesQueryOptions()),
];
