import { type PageQueries, pageQuery, recordPageQuery } from '@/lib/page-query';
import { voucherTypesQueryOptions } from './api/list-voucher-types';
import { voucherRecord } from './voucher-record';

/** `/voucher/add`: the voucher types its select offers. */
export const voucherAddPageQueries: PageQueries = () => [pageQuery(voucherTypesQueryOptions())];

/** `/voucher/edit/:id`: that voucher and the voucher types. */
export const voucherEditPageQueries: PageQueries = (request) => [
  ...recordPageQuery(voucherRecord, request),
  pageQuery(voucherTypesQueryOptions()),
];
