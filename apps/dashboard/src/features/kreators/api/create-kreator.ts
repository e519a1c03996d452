import { fieldRules } from '@backoffice/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { listKeyOf } from '@/lib/list/list-query';

/** docs/product.md#messages, exact text. */
export const KREATOR_CREATED_MESSAGE = 'Kreator berhasil dibuat.';

/** POST /v1/kreator/add (admin). A taken e-mail (409) shows under its field. */
export function useCreateKreator() {
  const queryClient = useQueryClient();
  return api.useMutation('post', '/v1/kreator/add', {
    meta: {
      formShowsErrors: Object.keys(fieldRules.KreatorCreateRequest),
      success: KREATOR_CREATED_MESSAGE,
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKeyOf('listKreators') }),
  });
}
