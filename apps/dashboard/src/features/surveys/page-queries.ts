import { listPageQuery, type PageQueries } from '@/lib/page-query';
import { surveysQueryOptions } from './api/list-surveys';
import { surveyListParams } from './lib/list-params';

/** `/survey`: the page of rows its URL asks for. */
export const surveyPageQueries: PageQueries = (request) => [
  listPageQuery(surveyListParams, surveysQueryOptions, request),
];
