import { fieldRules } from '@backoffice/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { listKeyOf } from '@/lib/list/list-query';
import { promoQueryOptions } from './get-promo';

/** POST /v1/promo/create (multipart). A taken code (409) shows under its field. */
export function useCreatePromo() {
  const queryClient = useQueryClient();
  return api.useMutation('post', '/v1/promo/create', {
    meta: {
      formShowsErrors: Object.keys(fieldRules.PromoCreateRequest),
      success: 'Promo berhasil dibuat.',
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKeyOf('listPromos') }),
  });
}

/** PUT /v1/promo/update/{id} (multipart). A taken code (409) shows under its field. */
export function useUpdatePromo(id: number) {
  const queryClient = useQueryClient();
  return api.useMutation('put', '/v1/promo/update/{id}', {
    meta: {
      formShowsErrors: Object.keys(fieldRules.PromoUpdateRequest),
      success: 'Promo berhasil diubah.',
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: listKeyOf('listPromos') }),
        queryClient.invalidateQueries({ queryKey: promoQueryOptions(id).queryKey }),
      ]),
  });
}
