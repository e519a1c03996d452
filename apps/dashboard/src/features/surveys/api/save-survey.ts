import { fieldRules } from '@backoffice/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { listKeyOf } from '@/lib/list/list-query';
import { surveyQueryOptions } from './get-survey';

const formShowsErrors = Object.keys(fieldRules.SurveyRequest);

/** POST /v1/admindata/surveycreate. Errors naming a field or a question show under it. */
export function useCreateSurvey() {
  const queryClient = useQueryClient();
  return api.useMutation('post', '/v1/admindata/surveycreate', {
    // `Surveu`: the product's own spelling (docs/product.md#messages).
    meta: { formShowsErrors, success: 'Surveu berhasil dibuat.' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKeyOf('listSurveys') }),
  });
}

/** PUT /v1/admindata/updatesurvey/{id}: the whole survey, questions included. */
export function useUpdateSurvey(id: number) {
  const queryClient = useQueryClient();
  return api.useMutation('put', '/v1/admindata/updatesurvey/{id}', {
    meta: { formShowsErrors, success: 'Survey berhasil diubah.' },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: listKeyOf('listSurveys') }),
        queryClient.invalidateQueries({ queryKey: surveyQueryOptions(id).queryKey }),
      ]),
  });
}
