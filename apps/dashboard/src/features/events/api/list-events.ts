import { api } from '@/lib/api';
import type { QueryOf } from '@/lib/list-params';

/** GET /v1/kreator/admin/all/events (admin): one page of every creator's events, newest first. */
export function eventsQueryOptions(query: QueryOf<'listAllEvents'>) {
  return api.queryOptions('get', '/v1/kreator/admin/all/events', { params: { query } });
}

/** The key every page of the event list shares: a change refetches all of them. */
export const EVENT_LISTS = [api.queryOptions('get', '/v1/kreator/admin/all/events').queryKey];
