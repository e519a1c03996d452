import { fieldRules } from '@backoffice/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { listKeyOf } from '@/lib/list/list-query';

/** POST /v1/kreator/add (admin). A taken e-mail (409) shows under its field. */
export function useCreateKreator() {
  const queryClient = useQueryClient();
  return api.useMutation('post', '/v1/kreator/add', {
    meta: {
      formShowsErrors: Object.keys(fieldRules.KreatorCreateRequest),
      success: 'Kreator berhasil dibuat.',
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKeyOf('listKreators') }),
  });
}
