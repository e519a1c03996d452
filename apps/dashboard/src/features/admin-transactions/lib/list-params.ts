import { isoDateFilter, type ListParamsSpec } from '@/lib/list-params';

/** The admin transaction list's URL state: `?page&search&start_date&end_date`. */
export const adminTransactionListParams: ListParamsSpec<'listAdminTransactions'> = {
  filters: { start_date: isoDateFilter, end_date: isoDateFilter },
};
