import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /v1/admindata/fclients?id: one project with its brief, its client and its freelancer. */
export function useProjectDetail(id: number) {
  return useQuery(api.queryOptions('get', '/v1/admindata/fclients', { params: { query: { id } } }));
}
