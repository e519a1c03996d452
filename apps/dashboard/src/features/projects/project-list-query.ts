import { describeListQuery } from '@/lib/list/list-description';
import { listPageQueries } from '@/lib/list/list-page-query';

/**
 * `/project-expee`'s first query: the operation and the URL state it reads. Apart from the columns
 * (project-list.tsx), so the route asks for the rows (below) without loading a cell.
 */
export const projectListQuery = describeListQuery({
  operation: 'listProjects',
});

export const projectPageQueries = listPageQueries(projectListQuery);
