import type { Promo } from '@backoffice/sdk';
import { apiClient } from '@/lib/api';
import { listKeyOf } from '@/lib/list/list-query';
import { useRowMutation } from '@/lib/use-row-mutation';

/** PUT /v1/promo/delete/{id}: deletes the promo. */
export function deletePromo(promo: Promo, signal?: AbortSignal) {
  return apiClient.PUT('/v1/promo/delete/{id}', { params: { path: { id: promo.id } }, signal });
}

/** The row's Hapus: waits for the answer, then takes the row out of every page. */
export function useDeletePromo() {
  return useRowMutation<Promo>({
    mode: 'wait-for-answer',
    lists: [listKeyOf('listPromos')],
    send: (promo) => deletePromo(promo),
    change: () => ({ kind: 'remove' }),
    success: 'Promo berhasil dihapus.',
  });
}
