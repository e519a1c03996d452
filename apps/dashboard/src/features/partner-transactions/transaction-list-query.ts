import { enumLabels } from '@backoffice/sdk';
import { enumSelectFilter } from '@/lib/list/filters';
import { describeListQuery } from '@/lib/list/list-description';
import { listPageQueries } from '@/lib/list/list-page-query';

/** `/transaction`'s first query, apart from its cells (docs/engineering.md#data-with-the-code). */
export const transactionListQuery = describeListQuery({
  operation: 'listPartnerTransactions',
  filters: { status: enumSelectFilter('Status', enumLabels.PartnerTransactionStatus) },
});

export const transactionPageQueries = listPageQueries(transactionListQuery);
