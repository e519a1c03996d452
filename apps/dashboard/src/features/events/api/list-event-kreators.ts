import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/**
 * GET /v1/kreator/admin/all/creators, one page of the contract's largest size: the creators an
 * admin may make an event for (docs/decisions/0086-admin-adds-an-event-for-a-creator.md). The
 * form's select searches them itself.
 */
export function eventKreatorsQueryOptions() {
  return {
    ...api.queryOptions('get', '/v1/kreator/admin/all/creators', {
      params: { query: { page: 1, limit: 100 } },
    }),
    staleTime: 60_000,
  };
}

export function useEventKreators() {
  return useQuery(eventKreatorsQueryOptions());
}
