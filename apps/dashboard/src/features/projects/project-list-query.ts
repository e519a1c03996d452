import { describeListQuery } from '@/lib/list/list-description';
import { listPageQueries } from '@/lib/list/list-page-query';

/**
 * `/project-expee`'s first query: the operation and the URL state it reads. Apart from the columns
 * (project-list.tsx), so the route asks for the rows without loading a cell.
 */
export const projectListQuery = describeListQuery({
  operation: 'listProjects',
});

/** The route's first query (routes.ts): the page of rows its URL asks for. */
export const projectPageQueries = listPageQueries(projectListQuery);
