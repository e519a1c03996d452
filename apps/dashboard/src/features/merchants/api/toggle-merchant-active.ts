import type { Merchant } from '@backoffice/sdk';
import { apiClient } from '@/lib/api';
import { listKeyOf } from '@/lib/list/list-query';
import type { Activation } from '@/lib/list/row-action';

/** docs/product.md#messages, exact text. */
export const MERCHANT_SAVED_MESSAGE = 'Merchant berhasil diubah.';

/**
 * An accepted merchant's `aktif` flag: its switch and the list's bulk actions.
 * GET /v1/merchant/aktif_status?id&status sets it.
 */
export const merchantActivation: Activation<Merchant> = {
  lists: [listKeyOf('listMerchants')],
  success: MERCHANT_SAVED_MESSAGE,
  isActive: (merchant) => merchant.aktif,
  send: (merchant, aktif) =>
    apiClient.GET('/v1/merchant/aktif_status', {
      params: { query: { id: merchant.id, status: aktif } },
    }),
  apply: (merchant, aktif) => ({ ...merchant, aktif }),
};
