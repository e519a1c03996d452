import { describedListPageQuery } from '@/lib/list/list-page-query';
import type { PageQueries } from '@/lib/page-query';
import { projectList } from './project-list';

/** The list `/project-expee` shows, for the palette to search (docs/palette.md). */
export const projectPageLists = [projectList];

/** `/project-expee`: the page of rows its URL asks for. */
export const projectPageQueries: PageQueries = (request) => [
  describedListPageQuery(projectList, request),
];
