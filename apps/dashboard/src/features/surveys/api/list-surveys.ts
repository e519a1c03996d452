import type { SurveyPage } from '@backoffice/sdk';
import { api } from '@/lib/api';
import type { QueryOf } from '@/lib/list-params';

/**
 * GET /v1/admindata/getallsurvey: one page of surveys. Its rows come under `survey`
 * (docs/product.md#entities-and-display); the list reads them as every list's `data`.
 */
export function surveysQueryOptions(query: QueryOf<'listSurveys'>) {
  return {
    ...api.queryOptions('get', '/v1/admindata/getallsurvey', { params: { query } }),
    select: (answer: SurveyPage) => ({ data: answer.survey, meta: answer.meta }),
  };
}

export const SURVEY_LISTS = [api.queryOptions('get', '/v1/admindata/getallsurvey').queryKey];
