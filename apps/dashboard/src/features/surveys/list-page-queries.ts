import { describedListPageQuery } from '@/lib/list/list-page-query';
import type { PageQueries } from '@/lib/page-query';
import { surveyList } from './survey-list';

/**
 * `/survey`: the page of rows its URL asks for. Apart from the forms' (page-queries.ts): the
 * description it reads brings the list's cells, which the forms' routes need not download.
 */
export const surveyPageQueries: PageQueries = (request) => [
  describedListPageQuery(surveyList, request),
];
