import { type PageQueries, pageQuery, recordPageQuery } from '@/lib/page-query';
import { voucherQueryOptions } from './api/get-voucher';
import { voucherTypesQueryOptions } from './api/list-voucher-types';

/** `/voucher/add`: the voucher types its select offers. */
export const voucherAddPageQueries: PageQueries = () => [pageQuery(voucherTypesQueryOptions())];

/** `/voucher/edit/:id`: that voucher and the voucher types. */
export const voucherEditPageQueries: PageQueries = (request) => [
  ...recordPageQuery(voucherQueryOptions, request),
  pageQuery(voucherTypesQueryOptions()),
];
