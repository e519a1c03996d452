import { api } from '@/lib/api';

/** GET /v1/partner_master/getbyid/{id} (admin): one partner; 404 for an unknown id. */
export function partnerQueryOptions(id: number) {
  return api.queryOptions('get', '/v1/partner_master/getbyid/{id}', { params: { path: { id } } });
}
