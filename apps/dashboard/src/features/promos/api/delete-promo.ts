import type { Promo } from '@backoffice/sdk';
import { apiClient } from '@/lib/api';
import { listKeyOf } from '@/lib/list/list-query';
import type { Deletion } from '@/lib/list/row-action';

/** PUT /v1/promo/delete/{id}: deletes the promo. */
export const promoDeletion: Deletion<Promo> = {
  lists: [listKeyOf('listPromos')],
  send: (promo) => apiClient.PUT('/v1/promo/delete/{id}', { params: { path: { id: promo.id } } }),
  success: 'Promo berhasil dihapus.',
};
