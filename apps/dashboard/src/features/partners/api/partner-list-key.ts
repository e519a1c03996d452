import { api } from '@/lib/api';

/**
 * The key every page of the partner list shares (`['get', '/v1/partner_master/getall']`): a saved
 * partner invalidates all of them, whatever page, search or filter they were fetched with.
 */
export function partnerListKey() {
  return api.queryOptions('get', '/v1/partner_master/getall').queryKey.slice(0, 2);
}
