import { describeListQuery } from '@/lib/list/list-description';

/**
 * `/member`'s first query: the operation and the URL state it reads. Apart from the columns
 * (member-list.tsx), so page-queries.ts asks for the rows without loading a cell.
 */
export const memberListQuery = describeListQuery({
  operation: 'listPartnerMembers',
});
