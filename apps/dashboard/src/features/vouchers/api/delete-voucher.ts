import type { Voucher } from '@backoffice/sdk';
import { apiClient } from '@/lib/api';
import { useRowMutation } from '@/lib/use-row-mutation';
import { VOUCHER_LISTS } from './list-vouchers';

/**
 * The catalogue's only deletion text of the area, shown for a voucher too
 * (docs/product.md#messages), where the server answers "Voucher berhasil dihapus.".
 */
export const VOUCHER_DELETED_MESSAGE = 'Voucher Redeem berhasil dihapus.';

/** GET /v1/merchant/remove_data: waits for the answer, then takes the row out of every page. */
export function useDeleteVoucher() {
  return useRowMutation<Voucher>({
    mode: 'wait-for-answer',
    lists: VOUCHER_LISTS,
    send: (voucher) =>
      apiClient.GET('/v1/merchant/remove_data', { params: { query: { id: voucher.id } } }),
    change: () => ({ kind: 'remove' }),
    success: VOUCHER_DELETED_MESSAGE,
  });
}
