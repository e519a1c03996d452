import { api } from '@/lib/api';

/**
 * The key every page of GET /v1/admindata/allusers shares (the list is described in
 * user-list.tsx): a change refetches all of them, whatever their search and filter.
 */
export const USER_LISTS = [api.queryOptions('get', '/v1/admindata/allusers').queryKey];
