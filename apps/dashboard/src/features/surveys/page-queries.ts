import { type PageQueries, pageQuery, recordPageQuery } from '@/lib/page-query';
import { surveyQueryOptions, surveyTargetsQueryOptions } from './api/get-survey';

/** `/survey/add`: the targets its select offers. */
export const surveyAddPageQueries: PageQueries = () => [pageQuery(surveyTargetsQueryOptions())];

/** `/survey/edit/:id`: that survey and the targets. */
export const surveyEditPageQueries: PageQueries = (request) => [
  ...recordPageQuery(surveyQueryOptions, request),
  pageQuery(surveyTargetsQueryOptions()),
];
