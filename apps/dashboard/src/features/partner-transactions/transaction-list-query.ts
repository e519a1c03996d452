import { enumLabels } from '@backoffice/sdk';
import { enumSelectFilter } from '@/lib/list/filters';
import { describeListQuery } from '@/lib/list/list-description';
import { listPageQueries } from '@/lib/list/list-page-query';

/**
 * `/transaction`'s first query: the operation and the URL state it reads. Apart from the columns
 * (transaction-list.tsx), so the route asks for the rows (below) without loading a cell.
 */
export const transactionListQuery = describeListQuery({
  operation: 'listPartnerTransactions',
  filters: { status: enumSelectFilter('Status', enumLabels.PartnerTransactionStatus) },
});

export const transactionPageQueries = listPageQueries(transactionListQuery);
