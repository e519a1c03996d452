import { enumLabels } from '@backoffice/sdk';
import { enumSelectFilter } from '@/lib/list/filters';
import { describeListQuery } from '@/lib/list/list-description';

/**
 * `/users`' first query: the operation and the URL state it reads. Apart from the columns (user-
 * list.tsx), so page-queries.ts asks for the rows without loading a cell.
 */
export const userListQuery = describeListQuery({
  operation: 'listUsers',
  filters: { active: enumSelectFilter('Status', enumLabels.UserActive) },
});
