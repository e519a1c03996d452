import { fieldRules } from '@backoffice/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { notify } from '@/lib/notify';
import { promoQueryOptions } from './get-promo';
import { PROMO_LISTS } from './list-promos';

/** docs/product.md#messages, exact texts. */
export const PROMO_CREATED_MESSAGE = 'Promo berhasil dibuat.';
export const PROMO_UPDATED_MESSAGE = 'Promo berhasil diubah.';

/** POST /v1/promo/create (multipart). A taken code (409) shows under its field. */
export function useCreatePromo() {
  const queryClient = useQueryClient();
  return api.useMutation('post', '/v1/promo/create', {
    meta: { formShowsErrors: Object.keys(fieldRules.PromoCreateRequest) },
    onSuccess: () => {
      notify.success(PROMO_CREATED_MESSAGE);
      return Promise.all(
        PROMO_LISTS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}

/** PUT /v1/promo/update/{id} (multipart). A taken code (409) shows under its field. */
export function useUpdatePromo(id: number) {
  const queryClient = useQueryClient();
  return api.useMutation('put', '/v1/promo/update/{id}', {
    meta: { formShowsErrors: Object.keys(fieldRules.PromoUpdateRequest) },
    onSuccess: () => {
      notify.success(PROMO_UPDATED_MESSAGE);
      return Promise.all([
        ...PROMO_LISTS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
        queryClient.invalidateQueries({ queryKey: promoQueryOptions(id).queryKey }),
      ]);
    },
  });
}
