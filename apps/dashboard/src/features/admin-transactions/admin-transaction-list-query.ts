import { dateFilter } from '@/lib/list/filters';
import { describeListQuery } from '@/lib/list/list-description';
import { listPageQueries } from '@/lib/list/list-page-query';

/**
 * `/transaction-list`'s first query, apart from its cells
 * (docs/engineering.md#data-with-the-code).
 */
export const adminTransactionListQuery = describeListQuery({
  operation: 'listAdminTransactions',
  filters: {
    start_date: dateFilter('Dari tanggal', { notAfter: 'end_date', rangeLabel: 'Tanggal' }),
    end_date: dateFilter('Sampai tanggal', { notBefore: 'start_date' }),
  },
});

export const adminTransactionPageQueries = listPageQueries(adminTransactionListQuery);
