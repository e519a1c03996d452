import { api } from '@/lib/api';
import type { QueryOf } from '@/lib/list-params';

/** GET /v1/merchant/getall_redeem: one page of the redeems of the merchant's vouchers. */
export function voucherRedeemsQueryOptions(query: QueryOf<'listVoucherRedeems'>) {
  return api.queryOptions('get', '/v1/merchant/getall_redeem', { params: { query } });
}

export const REDEEM_LISTS = [api.queryOptions('get', '/v1/merchant/getall_redeem').queryKey];
