import { enumLabels } from '@backoffice/sdk';
import { enumSelectFilter } from '@/lib/list/filters';
import { describeListQuery } from '@/lib/list/list-description';

/** `/wirthdraw`'s first query, apart from its cells (docs/engineering.md#data-with-the-code). */
export const withdrawalListQuery = describeListQuery({
  operation: 'listWithdrawals',
  filters: { status: enumSelectFilter('Status', enumLabels.WithdrawalStatus) },
});
