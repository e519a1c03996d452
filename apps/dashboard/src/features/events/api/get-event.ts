import { api } from '@/lib/api';

/** GET /v1/kreator/event/detail?id= (an admin reads any event); 404 for an unknown id. */
export function eventQueryOptions(id: number) {
  return api.queryOptions('get', '/v1/kreator/event/detail', { params: { query: { id } } });
}

/** The key every event detail shares (`['get', path]`), refetched after a status change. */
export const EVENT_DETAILS = [eventQueryOptions(1).queryKey.slice(0, 2)];
