import { describeListQuery } from '@/lib/list/list-description';

/**
 * `/template`'s first query: the operation and the URL state it reads. Apart from the columns
 * (template-list.tsx), so page-queries.ts asks for the rows without loading a cell.
 */
export const templateListQuery = describeListQuery({
  operation: 'listPromos',
  filters: {},
});
