import { fieldRules } from '@backoffice/sdk';
import { api } from '@/lib/api';
import { listKeyOf } from '@/lib/list/list-query';
import { useSaveOptions } from '@/lib/use-save-options';

/** POST /v1/kreator/add (admin). A taken e-mail (409) shows under its field. */
export function useCreateKreator() {
  return api.useMutation(
    'post',
    '/v1/kreator/add',
    useSaveOptions(
      fieldRules.KreatorCreateRequest,
      'Kreator berhasil dibuat.',
      listKeyOf('listKreators'),
    ),
  );
}
