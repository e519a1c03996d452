import { describeListQuery } from '@/lib/list/list-description';

/**
 * `/kreator`'s first query: the operation and the URL state it reads. Apart from the columns
 * (kreator-list.tsx), so page-queries.ts asks for the rows without loading a cell.
 */
export const kreatorListQuery = describeListQuery({
  operation: 'listKreators',
});
