import type { ListParamsSpec } from '@/lib/list-params';

/** The member list's URL state: `?page&search` (the operation offers no other filter). */
export const memberListParams: ListParamsSpec<'listPartnerMembers'> = {
  filters: {},
};
