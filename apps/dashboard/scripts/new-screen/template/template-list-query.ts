import { describeListQuery } from '@/lib/list/list-description';
import { listPageQueries } from '@/lib/list/list-page-query';

/**
 * `/template`'s first query: the operation and the URL state it reads. Apart from the columns
 * (template-list.tsx), so the route asks for the rows (below) without loading a cell.
 */
export const templateListQuery = describeListQuery({
  operation: 'listPromos',
  filters: {},
});

export const templatePageQueries = listPageQueries(templateListQuery);
