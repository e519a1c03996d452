import { api } from '@/lib/api';
import type { QueryOf } from '@/lib/list-params';

/** GET /v1/partner_master/getall (admin): one page of the partner accounts, newest first. */
export function partnersQueryOptions(query: QueryOf<'listPartners'>) {
  return api.queryOptions('get', '/v1/partner_master/getall', { params: { query } });
}
