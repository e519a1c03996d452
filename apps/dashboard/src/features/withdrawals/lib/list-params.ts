import { enumFilter, type ListParamsSpec } from '@/lib/list-params';

export const WITHDRAWAL_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** The withdrawal list's URL state: `?page&status`. */
export const withdrawalListParams: ListParamsSpec<'listWithdrawals'> = {
  filters: { status: enumFilter(WITHDRAWAL_STATUSES) },
};
