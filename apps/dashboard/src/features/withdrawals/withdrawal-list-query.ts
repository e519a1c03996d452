import { enumLabels } from '@backoffice/sdk';
import { enumSelectFilter } from '@/lib/list/filters';
import { describeListQuery } from '@/lib/list/list-description';

/**
 * `/wirthdraw`'s first query: the operation and the URL state it reads. Apart from the columns
 * (withdrawal-list.tsx), so page-queries.ts asks for the rows without loading a cell.
 */
export const withdrawalListQuery = describeListQuery({
  operation: 'listWithdrawals',
  filters: { status: enumSelectFilter('Status', enumLabels.WithdrawalStatus) },
});
