import type { Merchant } from '@backoffice/sdk';
import { apiClient } from '@/lib/api';
import { listKeyOf } from '@/lib/list/list-query';
import type { RowChange } from '@/lib/row-cache';
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

/** The row as the change shows it, at once: its switch and the bulk action's rows. */
export const merchantActiveChange = (aktif: boolean): RowChange<Merchant> => ({
  kind: 'update',
  apply: (merchant) => ({ ...merchant, aktif }),
});

/**
 * The row's switch. Undoable: it flips at once, is sent after its 5 s `Batalkan`, and flips back
 * with the server's message if the server refuses.
 */
export function useToggleMerchantActive() {
  return useRowMutation<Merchant, boolean>({
    mode: 'undoable',
    lists: [listKeyOf('listMerchants')],
    send: (merchant, aktif) => setMerchantActive(merchant, aktif),
    change: merchantActiveChange,
    success: MERCHANT_SAVED_MESSAGE,
  });
}
