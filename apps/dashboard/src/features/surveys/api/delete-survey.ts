import type { Survey } from '@backoffice/sdk';
import { apiClient } from '@/lib/api';
import { listKeyOf } from '@/lib/list/list-query';
import type { Deletion } from '@/lib/list/row-action';

/** DELETE /v1/admindata/deletesurvey/{id}: deletes the survey with its questions and answers. */
export const surveyDeletion: Deletion<Survey> = {
  lists: [listKeyOf('listSurveys')],
  send: (survey) =>
    apiClient.DELETE('/v1/admindata/deletesurvey/{id}', { params: { path: { id: survey.id } } }),
  success: 'Survey berhasil dihapus.',
};
