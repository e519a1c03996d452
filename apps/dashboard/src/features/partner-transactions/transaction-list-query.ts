import { enumLabels } from '@backoffice/sdk';
import { enumSelectFilter } from '@/lib/list/filters';
import { describeListQuery } from '@/lib/list/list-description';

/**
 * `/transaction`'s first query: the operation and the URL state it reads. Apart from the columns
 * (transaction-list.tsx), so page-queries.ts asks for the rows without loading a cell.
 */
export const transactionListQuery = describeListQuery({
  operation: 'listPartnerTransactions',
  filters: { status: enumSelectFilter('Status', enumLabels.PartnerTransactionStatus) },
});
