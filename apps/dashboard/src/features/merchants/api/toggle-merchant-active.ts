import type { Merchant } from '@backoffice/sdk';
import { apiClient } from '@/lib/api';
import { listKeyOf } from '@/lib/list/list-query';
import { useRowMutation } from '@/lib/use-row-mutation';

/** docs/product.md#messages, exact text. */
export const MERCHANT_SAVED_MESSAGE = 'Merchant berhasil diubah.';

/** GET /v1/merchant/aktif_status?id&status: sets an accepted merchant's `aktif` flag. */
export function setMerchantActive(merchant: Merchant, aktif: boolean, signal?: AbortSignal) {
  return apiClient.GET('/v1/merchant/aktif_status', {
    params: { query: { id: merchant.id, status: aktif } },
    signal,
  });
}

/**
 * The row's switch. Optimistic: it flips at once and flips back with the server's message if
 * the server refuses.
 */
export function useToggleMerchantActive() {
  return useRowMutation<Merchant, boolean>({
    mode: 'optimistic',
    lists: [listKeyOf('listMerchants')],
    send: (merchant, aktif) => setMerchantActive(merchant, aktif),
    change: (aktif) => ({ kind: 'update', apply: (merchant) => ({ ...merchant, aktif }) }),
    success: MERCHANT_SAVED_MESSAGE,
  });
}
