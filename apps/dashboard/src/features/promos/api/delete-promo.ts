import type { Promo } from '@backoffice/sdk';
import { apiClient } from '@/lib/api';
import { listKeyOf } from '@/lib/list/list-query';
import { useRowMutation } from '@/lib/use-row-mutation';

/** PUT /v1/promo/delete/{id}: deletes the promo. */
export function deletePromo(promo: Promo) {
  return apiClient.PUT('/v1/promo/delete/{id}', { params: { path: { id: promo.id } } });
}

/** The row's Hapus: the row leaves every page at once; sent after its `Batalkan` wait. */
export function useDeletePromo() {
  return useRowMutation<Promo>({
    mode: 'undoable',
    lists: [listKeyOf('listPromos')],
    send: (promo) => deletePromo(promo),
    change: () => ({ kind: 'remove' }),
    success: 'Promo berhasil dihapus.',
  });
}
