import { describeListQuery } from '@/lib/list/list-description';
import { listPageQueries } from '@/lib/list/list-page-query';

/** `/member`'s first query, apart from its cells (docs/engineering.md#data-with-the-code). */
export const memberListQuery = describeListQuery({
  operation: 'listPartnerMembers',
});

export const memberPageQueries = listPageQueries(memberListQuery);
