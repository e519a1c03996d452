import type { Merchant } from '@backoffice/sdk';
import { apiClient } from '@/lib/api';
import { useRowMutation } from '@/lib/use-row-mutation';
import { MERCHANT_LISTS } from './list-merchants';

/** docs/product.md#messages, exact text. */
export const MERCHANT_SAVED_MESSAGE = 'Merchant berhasil diubah.';

/**
 * GET /v1/merchant/aktif_status. Optimistic: the switch flips at once and flips back with the
 * server's message if it refuses.
 */
export function useToggleMerchantActive() {
  return useRowMutation<Merchant, boolean>({
    mode: 'optimistic',
    lists: MERCHANT_LISTS,
    send: (merchant, aktif) =>
      apiClient.GET('/v1/merchant/aktif_status', {
        params: { query: { id: merchant.id, status: aktif } },
      }),
    change: (aktif) => ({ kind: 'update', apply: (merchant) => ({ ...merchant, aktif }) }),
    success: MERCHANT_SAVED_MESSAGE,
  });
}
