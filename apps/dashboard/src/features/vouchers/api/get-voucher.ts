import { api } from '@/lib/api';

/** GET /v1/merchant/getone_data: one of the signed-in merchant's vouchers (404 for any other). */
export function voucherQueryOptions(id: number) {
  return api.queryOptions('get', '/v1/merchant/getone_data', { params: { query: { id } } });
}
