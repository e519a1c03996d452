import { fieldRules } from '@backoffice/sdk';
import { api } from '@/lib/api';
import { listKeyOf } from '@/lib/list/list-query';
import { useSaveOptions } from '@/lib/use-save-options';

/** POST /v1/kreator/event/add (multipart). The form shows an error naming one of its fields. */
export function useCreateEvent() {
  return api.useMutation(
    'post',
    '/v1/kreator/event/add',
    useSaveOptions(
      fieldRules.EventCreateRequest,
      'Event berhasil dibuat.',
      listKeyOf('listAllEvents'),
    ),
  );
}
