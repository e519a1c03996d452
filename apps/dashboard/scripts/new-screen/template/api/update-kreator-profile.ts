import { fieldRules } from '@backoffice/sdk';
import { api } from '@/lib/api';
import { listKeyOf } from '@/lib/list/list-query';
import { useSaveOptions } from '@/lib/use-save-options';

/** PUT /v1/kreator/update/profile: a field the server refuses shows under it. */
export function useUpdateKreatorProfile() {
  return api.useMutation(
    'put',
    '/v1/kreator/update/profile',
    useSaveOptions(
      fieldRules.KreatorProfileRequest,
      // The product's text once saved (docs/product.md#messages), exact.
      'TODO(new:form): pesan sukses',
      // The list the new template joins shows it.
      listKeyOf('listPromos'),
    ),
  );
}
