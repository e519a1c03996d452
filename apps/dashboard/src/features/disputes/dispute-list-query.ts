import { enumLabels } from '@backoffice/sdk';
import { enumSelectFilter } from '@/lib/list/filters';
import { describeListQuery } from '@/lib/list/list-description';
import { listPageQueries } from '@/lib/list/list-page-query';

/**
 * `/dispute`'s first query: the operation and the URL state it reads. Apart from the columns
 * (dispute-list.tsx), so the route asks for the rows (below) without loading a cell.
 */
export const disputeListQuery = describeListQuery({
  operation: 'listDisputes',
  filters: { status: enumSelectFilter('Status', enumLabels.DisputeStatus) },
});

export const disputePageQueries = listPageQueries(disputeListQuery);
