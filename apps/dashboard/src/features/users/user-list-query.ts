import { enumLabels } from '@backoffice/sdk';
import { enumSelectFilter } from '@/lib/list/filters';
import { describeListQuery } from '@/lib/list/list-description';
import { listPageQueries } from '@/lib/list/list-page-query';

/**
 * `/users`' first query: the operation and the URL state it reads. Apart from the columns (user-
 * list.tsx), so the route asks for the rows (below) without loading a cell.
 */
export const userListQuery = describeListQuery({
  operation: 'listUsers',
  filters: { active: enumSelectFilter('Status', enumLabels.UserActive) },
});

export const userPageQueries = listPageQueries(userListQuery);
