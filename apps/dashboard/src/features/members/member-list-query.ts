import { describeListQuery } from '@/lib/list/list-description';
import { listPageQueries } from '@/lib/list/list-page-query';

/**
 * `/member`'s first query: the operation and the URL state it reads. Apart from the columns
 * (member-list.tsx), so the route asks for the rows (below) without loading a cell.
 */
export const memberListQuery = describeListQuery({
  operation: 'listPartnerMembers',
});

export const memberPageQueries = listPageQueries(memberListQuery);
