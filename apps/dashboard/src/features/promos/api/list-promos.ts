import { api } from '@/lib/api';
import type { QueryOf } from '@/lib/list-params';

/** GET /v1/admindata/allpromos: one page of promos, newest first. */
export function promosQueryOptions(query: QueryOf<'listPromos'>) {
  return api.queryOptions('get', '/v1/admindata/allpromos', { params: { query } });
}

export const PROMO_LISTS = [api.queryOptions('get', '/v1/admindata/allpromos').queryKey];
