import { fieldRules } from '@backoffice/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { listKeyOf } from '@/lib/list/list-query';
import { notify } from '@/lib/notify';

/** The product's text once saved (docs/product.md#messages), exact. TODO(new:form): word it. */
export const TEMPLATE_SAVED_MESSAGE = 'TODO(new:form): pesan sukses';

/** PUT /v1/kreator/update/profile: a field the server refuses shows under it. */
export function useUpdateKreatorProfile() {
  const queryClient = useQueryClient();
  return api.useMutation('put', '/v1/kreator/update/profile', {
    meta: { formShowsErrors: Object.keys(fieldRules.KreatorProfileRequest) },
    onSuccess: () => {
      notify.success(TEMPLATE_SAVED_MESSAGE);
      // The list the new template joins shows it.
      return queryClient.invalidateQueries({ queryKey: listKeyOf('listPromos') });
    },
  });
}
