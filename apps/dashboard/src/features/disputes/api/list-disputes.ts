import { api } from '@/lib/api';
import type { QueryOf } from '@/lib/list-params';

/** GET /v1/adminpeppo/getalldispute: one page of disputes, newest first. */
export function disputesQueryOptions(query: QueryOf<'listDisputes'>) {
  return api.queryOptions('get', '/v1/adminpeppo/getalldispute', { params: { query } });
}

export const DISPUTE_LISTS = [api.queryOptions('get', '/v1/adminpeppo/getalldispute').queryKey];
