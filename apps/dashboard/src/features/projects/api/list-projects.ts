import { api } from '@/lib/api';
import type { QueryOf } from '@/lib/list-params';

/** GET /v1/admindata/allprojects: one page of expee projects, newest first. */
export function projectsQueryOptions(query: QueryOf<'listProjects'>) {
  return api.queryOptions('get', '/v1/admindata/allprojects', { params: { query } });
}

export const PROJECT_LISTS = [api.queryOptions('get', '/v1/admindata/allprojects').queryKey];
