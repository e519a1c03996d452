import { enumLabels } from '@backoffice/sdk';
import { enumSelectFilter } from '@/lib/list/filters';
import { describeListQuery } from '@/lib/list/list-description';
import { listPageQueries } from '@/lib/list/list-page-query';

/** `/users`' first query, apart from its cells (docs/engineering.md#data-with-the-code). */
export const userListQuery = describeListQuery({
  operation: 'listUsers',
  filters: { active: enumSelectFilter('Status', enumLabels.UserActive) },
});

export const userPageQueries = listPageQueries(userListQuery);
