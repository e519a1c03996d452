import { fieldRules } from '@backoffice/sdk';
import { api } from '@/lib/api';
import { listKeyOf } from '@/lib/list/list-query';
import { useSaveOptions } from '@/lib/use-save-options';
import { surveyRecord } from '../survey-record';

/** POST /v1/admindata/surveycreate. Errors naming a field or a question show under it. */
export function useCreateSurvey() {
  return api.useMutation(
    'post',
    '/v1/admindata/surveycreate',
    // `Surveu`: the product's own spelling (docs/product.md#messages).
    useSaveOptions(fieldRules.SurveyRequest, 'Surveu berhasil dibuat.', listKeyOf('listSurveys')),
  );
}

/** PUT /v1/admindata/updatesurvey/{id}: the whole survey, questions included. */
export function useUpdateSurvey(id: number) {
  return api.useMutation(
    'put',
    '/v1/admindata/updatesurvey/{id}',
    useSaveOptions(
      fieldRules.SurveyRequest,
      'Survey berhasil diubah.',
      listKeyOf('listSurveys'),
      surveyRecord.queryOptions(id).queryKey,
    ),
  );
}
