import type { Survey } from '@backoffice/sdk';
import { apiClient } from '@/lib/api';
import { useRowMutation } from '@/lib/use-row-mutation';
import { SURVEY_LISTS } from './list-surveys';

/** docs/product.md#messages, exact text. */
export const SURVEY_DELETED_MESSAGE = 'Survey berhasil dihapus.';

/** DELETE /v1/admindata/deletesurvey/{id}: waits for the answer, then takes the row out. */
export function useDeleteSurvey() {
  return useRowMutation<Survey>({
    mode: 'wait-for-answer',
    lists: SURVEY_LISTS,
    send: (survey) =>
      apiClient.DELETE('/v1/admindata/deletesurvey/{id}', { params: { path: { id: survey.id } } }),
    change: () => ({ kind: 'remove' }),
    success: SURVEY_DELETED_MESSAGE,
  });
}
