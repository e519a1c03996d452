import { readTab } from '@/lib/list-tabs';
import { listPageQuery, type PageQueries, pageQuery, recordPageQuery } from '@/lib/page-query';
import { redeemCountsQueryOptions } from './api/count-voucher-redeems';
import { voucherRedeemsQueryOptions } from './api/list-voucher-redeems';
import { voucherTypesQueryOptions } from './api/list-voucher-types';
import { vouchersQueryOptions } from './api/list-vouchers';
import { redeemListParams, VOUCHER_TABS, voucherListParams } from './lib/list-params';
import { voucherRecord } from './voucher-record';

/** `/voucher`: the page of rows of the tab its URL shows (the redeems' with their counts). */
export const voucherPageQueries: PageQueries = (request) =>
  readTab(request.search, VOUCHER_TABS) === 'redeem'
    ? [
        listPageQuery(redeemListParams, voucherRedeemsQueryOptions, request),
        pageQuery(redeemCountsQueryOptions()),
      ]
    : [listPageQuery(voucherListParams, vouchersQueryOptions, request)];

/** `/voucher/add`: the voucher types its select offers. */
export const voucherAddPageQueries: PageQueries = () => [pageQuery(voucherTypesQueryOptions())];

/** `/voucher/edit/:id`: that voucher and the voucher types. */
export const voucherEditPageQueries: PageQueries = (request) => [
  ...recordPageQuery(voucherRecord, request),
  pageQuery(voucherTypesQueryOptions()),
];
