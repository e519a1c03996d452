import { fieldRules } from '@backoffice/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { listKeyOf } from '@/lib/list/list-query';

/** PUT /v1/kreator/update/profile: a field the server refuses shows under it. */
export function useUpdateKreatorProfile() {
  const queryClient = useQueryClient();
  return api.useMutation('put', '/v1/kreator/update/profile', {
    meta: {
      formShowsErrors: Object.keys(fieldRules.KreatorProfileRequest),
      // The product's text once saved (docs/product.md#messages), exact.
      success: 'TODO(new:form): pesan sukses',
    },
    // The list the new template joins shows it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKeyOf('listPromos') }),
  });
}
