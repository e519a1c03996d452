import { fieldRules } from '@backoffice/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { listKeyOf } from '@/lib/list/list-query';
import { useSaveOptions } from '@/lib/use-save-options';
import { disputeChatRecord, disputeRecord } from '../dispute-record';

/**
 * POST /v1/adminpeppo/disputeupdate: the admin's decision. The saved dispute replaces the shown
 * one (its new status, or its resolution); the lists and the chat (the note is posted there) are
 * read again. The form shows an error naming one of its fields.
 */
export function useSubmitDecision(id: number) {
  const queryClient = useQueryClient();
  const save = useSaveOptions(
    fieldRules.DisputeUpdateRequest,
    'Dispute berhasil disimpan.',
    listKeyOf('listDisputes'),
    disputeChatRecord.queryOptions(id).queryKey,
  );
  return api.useMutation('post', '/v1/adminpeppo/disputeupdate', {
    ...save,
    onSuccess: (answer) => {
      queryClient.setQueryData(disputeRecord.queryOptions(id).queryKey, { data: answer.data });
      return save.onSuccess();
    },
  });
}
