import { api } from '@/lib/api';

/**
 * The key every page of the voucher list shares (`['get', '/v1/merchant/getall_data']`): a saved
 * voucher invalidates all of them, whatever page, search or filter they were fetched with.
 */
export function voucherListKey() {
  return api.queryOptions('get', '/v1/merchant/getall_data').queryKey.slice(0, 2);
}
