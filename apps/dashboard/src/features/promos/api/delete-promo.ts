import type { Promo } from '@backoffice/sdk';
import { apiClient } from '@/lib/api';
import { useRowMutation } from '@/lib/use-row-mutation';
import { PROMO_LISTS } from './list-promos';

/** docs/product.md#messages, exact text. */
export const PROMO_DELETED_MESSAGE = 'Promo berhasil dihapus.';

/** PUT /v1/promo/delete/{id}: waits for the answer, then takes the row out of every page. */
export function useDeletePromo() {
  return useRowMutation<Promo>({
    mode: 'wait-for-answer',
    lists: PROMO_LISTS,
    send: (promo) => apiClient.PUT('/v1/promo/delete/{id}', { params: { path: { id: promo.id } } }),
    change: () => ({ kind: 'remove' }),
    success: PROMO_DELETED_MESSAGE,
  });
}
