import { describeListQuery } from '@/lib/list/list-description';
import { listPageQueries } from '@/lib/list/list-page-query';

/**
 * `/kreator`'s first query: the operation and the URL state it reads. Apart from the columns
 * (kreator-list.tsx), so the route asks for the rows (below) without loading a cell.
 */
export const kreatorListQuery = describeListQuery({
  operation: 'listKreators',
});

export const kreatorPageQueries = listPageQueries(kreatorListQuery);
