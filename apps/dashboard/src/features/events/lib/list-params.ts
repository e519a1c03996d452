import { enumFilter, type ListParamsSpec } from '@/lib/list-params';
import { EVENT_STATUSES } from './labels';

/** The event list's URL state: `?page&search&status` (the contract's filters of listAllEvents). */
export const eventListParams: ListParamsSpec<'listAllEvents'> = {
  filters: { status: enumFilter(EVENT_STATUSES) },
};
