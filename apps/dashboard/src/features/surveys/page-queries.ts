import { describedListPageQuery } from '@/lib/list/list-page-query';
import { type PageQueries, pageQuery, recordPageQuery } from '@/lib/page-query';
import { surveyQueryOptions, surveyTargetsQueryOptions } from './api/get-survey';
import { surveyList } from './survey-list';

/** `/survey`: the page of rows its URL asks for. */
export const surveyPageQueries: PageQueries = (request) => [
  describedListPageQuery(surveyList, request),
];

/** `/survey/add`: the targets its select offers. */
export const surveyAddPageQueries: PageQueries = () => [pageQuery(surveyTargetsQueryOptions())];

/** `/survey/edit/:id`: that survey and the targets. */
export const surveyEditPageQueries: PageQueries = (request) => [
  ...recordPageQuery(surveyQueryOptions, request),
  pageQuery(surveyTargetsQueryOptions()),
];
