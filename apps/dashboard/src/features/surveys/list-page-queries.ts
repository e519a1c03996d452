import { describedListPageQuery } from '@/lib/list/list-page-query';
import type { PageQueries } from '@/lib/page-query';
import { surveyListQuery } from './survey-list-query';

/**
 * `/survey`: the page of rows its URL asks for. Apart from the forms' (page-queries.ts),
 * whose routes need not download the list's query part.
 */
export const surveyPageQueries: PageQueries = (request) => [
  describedListPageQuery(surveyListQuery, request),
];
