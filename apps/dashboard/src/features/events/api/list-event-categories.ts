import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /v1/event/getallcategories: the categories of the event form; they rarely change. */
export function eventCategoriesQueryOptions() {
  return { ...api.queryOptions('get', '/v1/event/getallcategories'), staleTime: 10 * 60_000 };
}

export function useEventCategories() {
  return useQuery(eventCategoriesQueryOptions());
}
