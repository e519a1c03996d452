import { fieldRules } from '@backoffice/sdk';
import { api } from '@/lib/api';
import { listKeyOf } from '@/lib/list/list-query';
import { useSaveOptions } from '@/lib/use-save-options';
import { promoRecord } from '../promo-record';

/** POST /v1/promo/create (multipart). A taken code (409) shows under its field. */
export function useCreatePromo() {
  return api.useMutation(
    'post',
    '/v1/promo/create',
    useSaveOptions(
      fieldRules.PromoCreateRequest,
      'Promo berhasil dibuat.',
      listKeyOf('listPromos'),
    ),
  );
}

/** PUT /v1/promo/update/{id} (multipart). A taken code (409) shows under its field. */
export function useUpdatePromo(id: number) {
  return api.useMutation(
    'put',
    '/v1/promo/update/{id}',
    useSaveOptions(
      fieldRules.PromoUpdateRequest,
      'Promo berhasil diubah.',
      listKeyOf('listPromos'),
      promoRecord.queryOptions(id).queryKey,
    ),
  );
}
