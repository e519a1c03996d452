import { api } from '@/lib/api';

/** GET /v1/promo/getdetailbyadmin/{id}: one promo; 404 for an unknown id. */
export function promoQueryOptions(id: number) {
  return api.queryOptions('get', '/v1/promo/getdetailbyadmin/{id}', { params: { path: { id } } });
}
