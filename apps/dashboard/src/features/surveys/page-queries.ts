import { listPageQuery, type PageQueries, pageQuery, recordPageQuery } from '@/lib/page-query';
import { surveyTargetsQueryOptions } from './api/get-survey';
import { surveysQueryOptions } from './api/list-surveys';
import { surveyListParams } from './lib/list-params';
import { surveyRecord } from './survey-record';

/** `/survey`: the page of rows its URL asks for. */
export const surveyPageQueries: PageQueries = (request) => [
  listPageQuery(surveyListParams, surveysQueryOptions, request),
];

/** `/survey/add`: the targets its select offers. */
export const surveyAddPageQueries: PageQueries = () => [pageQuery(surveyTargetsQueryOptions())];

/** `/survey/edit/:id`: that survey and the targets. */
export const surveyEditPageQueries: PageQueries = (request) => [
  ...recordPageQuery(surveyRecord, request),
  pageQuery(surveyTargetsQueryOptions()),
];
