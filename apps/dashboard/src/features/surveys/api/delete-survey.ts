import type { Survey } from '@backoffice/sdk';
import { apiClient } from '@/lib/api';
import { listKeyOf } from '@/lib/list/list-query';
import { useRowMutation } from '@/lib/use-row-mutation';

/** DELETE /v1/admindata/deletesurvey/{id}: deletes the survey with its questions and answers. */
export function deleteSurvey(survey: Survey) {
  return apiClient.DELETE('/v1/admindata/deletesurvey/{id}', {
    params: { path: { id: survey.id } },
  });
}

/** The row's Hapus: the row leaves the list at once; sent after its `Batalkan` wait. */
export function useDeleteSurvey() {
  return useRowMutation<Survey>({
    mode: 'undoable',
    lists: [listKeyOf('listSurveys')],
    send: (survey) => deleteSurvey(survey),
    change: () => ({ kind: 'remove' }),
    success: 'Survey berhasil dihapus.',
  });
}
