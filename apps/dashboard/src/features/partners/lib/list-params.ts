import { type ListParamsSpec, numberEnumFilter } from '@/lib/list-params';

/** The partner list's URL state: `?page&search&rowstatus` (the contract's filters of listPartners). */
export const partnerListParams: ListParamsSpec<'listPartners'> = {
  filters: { rowstatus: numberEnumFilter([0, 1]) },
};
