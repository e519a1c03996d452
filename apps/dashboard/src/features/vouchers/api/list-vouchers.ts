import { api } from '@/lib/api';
import type { QueryOf } from '@/lib/list-params';
import { voucherListKey } from './voucher-list-key';

/** GET /v1/merchant/getall_data: one page of the signed-in merchant's vouchers. */
export function vouchersQueryOptions(query: QueryOf<'listVouchers'>) {
  return api.queryOptions('get', '/v1/merchant/getall_data', { params: { query } });
}

/** Every page, search and filter of the voucher list: what a row change updates. */
export const VOUCHER_LISTS = [voucherListKey()];
