import { enumLabels } from '@backoffice/sdk';
import { enumSelectFilter } from '@/lib/list/filters';
import { describeListQuery } from '@/lib/list/list-description';
import { listPageQueries } from '@/lib/list/list-page-query';

/** `/dispute`'s first query, apart from its columns: the route asks for rows without a cell. */
export const disputeListQuery = describeListQuery({
  operation: 'listDisputes',
  filters: { status: enumSelectFilter('Status', enumLabels.DisputeStatus) },
});

export const disputePageQueries = listPageQueries(disputeListQuery);
