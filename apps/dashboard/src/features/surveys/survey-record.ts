import { api } from '@/lib/api';
import { describeRecord, goneRecord } from '@/lib/record/record-description';
import { surveyPaths } from './paths';

/** `/survey/edit/:id`: one survey with its questions (an unknown or missing id is not found). */
export const surveyRecord = describeRecord({
  queryOptions: (id: number) =>
    api.queryOptions('get', '/v1/admindata/getdetail/{id}', { params: { path: { id } } }),
  listPath: surveyPaths.list,
  notFound: goneRecord('survey'),
});
