import { describedListPageQuery } from '@/lib/list/list-page-query';
import type { PageQueries } from '@/lib/page-query';
import { projectListQuery } from './project-list-query';

/** `/project-expee`: the page of rows its URL asks for. */
export const projectPageQueries: PageQueries = (request) => [
  describedListPageQuery(projectListQuery, request),
];
