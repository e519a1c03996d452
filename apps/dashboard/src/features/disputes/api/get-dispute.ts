import { api } from '@/lib/api';

/** GET /v1/adminpeppo/getdisputedetail/{id}: one dispute with its evidence and decision. */
export function disputeQueryOptions(id: number) {
  return api.queryOptions('get', '/v1/adminpeppo/getdisputedetail/{id}', {
    params: { path: { id } },
  });
}
