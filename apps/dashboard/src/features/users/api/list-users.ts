import { api } from '@/lib/api';
import type { QueryOf } from '@/lib/list-params';

/** GET /v1/admindata/allusers: one page of marketplace users, newest first. */
export function usersQueryOptions(query: QueryOf<'listUsers'>) {
  return api.queryOptions('get', '/v1/admindata/allusers', { params: { query } });
}

export const USER_LISTS = [api.queryOptions('get', '/v1/admindata/allusers').queryKey];
