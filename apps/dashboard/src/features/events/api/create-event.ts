import { fieldRules } from '@backoffice/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { listKeyOf } from '@/lib/list/list-query';

/** POST /v1/kreator/event/add (multipart). The form shows an error naming one of its fields. */
export function useCreateEvent() {
  const queryClient = useQueryClient();
  return api.useMutation('post', '/v1/kreator/event/add', {
    meta: {
      formShowsErrors: Object.keys(fieldRules.EventCreateRequest),
      success: 'Event berhasil dibuat.',
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKeyOf('listAllEvents') }),
  });
}
