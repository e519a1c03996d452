import { describeListQuery } from '@/lib/list/list-description';

/**
 * `/project-expee`'s first query: the operation and the URL state it reads. Apart from the columns
 * (project-list.tsx), so page-queries.ts asks for the rows without loading a cell.
 */
export const projectListQuery = describeListQuery({
  operation: 'listProjects',
});
