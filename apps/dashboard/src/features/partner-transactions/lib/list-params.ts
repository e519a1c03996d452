import { enumFilter, type ListParamsSpec } from '@/lib/list-params';

/** The transaction states the contract filters by (`status` of listPartnerTransactions). */
export const TRANSACTION_STATUSES = ['pending', 'paid', 'completed', 'cancelled'] as const;

/** The partner's transaction list's URL state: `?page&search&status`. */
export const partnerTransactionListParams: ListParamsSpec<'listPartnerTransactions'> = {
  filters: { status: enumFilter(TRANSACTION_STATUSES) },
};
