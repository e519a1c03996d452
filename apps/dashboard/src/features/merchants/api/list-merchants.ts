import { api } from '@/lib/api';
import type { QueryOf } from '@/lib/list-params';

/** GET /v1/merchant/getall: one page of accepted merchants, active or not. */
export function merchantsQueryOptions(query: QueryOf<'listMerchants'>) {
  return api.queryOptions('get', '/v1/merchant/getall', { params: { query } });
}

export const MERCHANT_LISTS = [api.queryOptions('get', '/v1/merchant/getall').queryKey];
