import { enumLabels } from '@backoffice/sdk';
import { enumSelectFilter } from '@/lib/list/filters';
import { describeListQuery } from '@/lib/list/list-description';

/**
 * `/dispute`'s first query: the operation and the URL state it reads. Apart from the columns
 * (dispute-list.tsx), so page-queries.ts asks for the rows without loading a cell.
 */
export const disputeListQuery = describeListQuery({
  operation: 'listDisputes',
  filters: { status: enumSelectFilter('Status', enumLabels.DisputeStatus) },
});
