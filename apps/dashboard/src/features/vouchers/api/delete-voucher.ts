import type { Voucher } from '@backoffice/sdk';
import { apiClient } from '@/lib/api';
import { listKeyOf } from '@/lib/list/list-query';
import { useRowMutation } from '@/lib/use-row-mutation';

/** GET /v1/merchant/remove_data?id: deletes one of the merchant's vouchers. */
export function deleteVoucher(voucher: Voucher) {
  return apiClient.GET('/v1/merchant/remove_data', {
    params: { query: { id: voucher.id } },
  });
}

/** The row's Hapus: the row leaves every page at once; sent after its `Batalkan` wait. */
export function useDeleteVoucher() {
  return useRowMutation<Voucher>({
    mode: 'undoable',
    lists: [listKeyOf('listVouchers')],
    send: (voucher) => deleteVoucher(voucher),
    change: () => ({ kind: 'remove' }),
    // The catalogue's only deletion text of the area, shown for a voucher too
    // (docs/product.md#messages), where the server answers "Voucher berhasil dihapus.".
    success: 'Voucher Redeem berhasil dihapus.',
  });
}
