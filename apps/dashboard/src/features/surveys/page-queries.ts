import { type PageQueries, pageQuery, recordPageQuery } from '@/lib/page-query';
import { surveyTargetsQueryOptions } from './api/get-survey';
import { surveyRecord } from './survey-record';

/** `/survey/add`: the targets its select offers. */
export const surveyAddPageQueries: PageQueries = () => [pageQuery(surveyTargetsQueryOptions())];

/** `/survey/edit/:id`: that survey and the targets. */
export const surveyEditPageQueries: PageQueries = (request) => [
  ...recordPageQuery(surveyRecord, request),
  pageQuery(surveyTargetsQueryOptions()),
];
