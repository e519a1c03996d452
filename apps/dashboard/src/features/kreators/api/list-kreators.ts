import { api } from '@/lib/api';
import type { QueryOf } from '@/lib/list-params';

/** GET /v1/kreator/admin/all/creators: one page of event creators, newest first. */
export function kreatorsQueryOptions(query: QueryOf<'listKreators'>) {
  return api.queryOptions('get', '/v1/kreator/admin/all/creators', { params: { query } });
}

export const KREATOR_LISTS = [api.queryOptions('get', '/v1/kreator/admin/all/creators').queryKey];
