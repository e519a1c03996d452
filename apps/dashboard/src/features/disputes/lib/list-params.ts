import { enumFilter, type ListParamsSpec } from '@/lib/list-params';

/** The dispute states the list filters by (the contract's DisputeStatus). */
export const DISPUTE_STATUSES = ['open', 'in_review', 'resolved', 'rejected'] as const;

/** The disputes' URL state: `?page&search&status`. */
export const disputeListParams: ListParamsSpec<'listDisputes'> = {
  filters: { status: enumFilter(DISPUTE_STATUSES) },
};
