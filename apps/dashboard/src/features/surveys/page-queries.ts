import { listPageQuery, type PageQueries, recordPageQuery } from '@/lib/page-query';
import { surveyQueryOptions } from './api/get-survey';
import { surveysQueryOptions } from './api/list-surveys';
import { surveyListParams } from './lib/list-params';

/** `/survey`: the page of rows its URL asks for. */
export const surveyPageQueries: PageQueries = (request) => [
  listPageQuery(surveyListParams, surveysQueryOptions, request),
];

/** `/survey/edit/:id`: that survey. */
export const surveyEditPageQueries: PageQueries = (request) =>
  recordPageQuery(surveyQueryOptions, request);
