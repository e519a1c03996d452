import type { Voucher } from '@backoffice/sdk';
import { apiClient } from '@/lib/api';
import { listKeyOf } from '@/lib/list/list-query';
import type { Deletion } from '@/lib/list/row-action';

/** GET /v1/merchant/remove_data?id: deletes one of the merchant's vouchers. */
export const voucherDeletion: Deletion<Voucher> = {
  lists: [listKeyOf('listVouchers')],
  send: (voucher) =>
    apiClient.GET('/v1/merchant/remove_data', { params: { query: { id: voucher.id } } }),
  // The catalogue's only deletion text of the area, shown for a voucher too
  // (docs/product.md#messages), where the server answers "Voucher berhasil dihapus.".
  success: 'Voucher Redeem berhasil dihapus.',
};
