import { api } from '@/lib/api';
import type { QueryOf } from '@/lib/list-params';

/** GET /v1/partner_master/getallmember: one page of the signed-in partner's members. */
export function partnerMembersQueryOptions(query: QueryOf<'listPartnerMembers'>) {
  return api.queryOptions('get', '/v1/partner_master/getallmember', { params: { query } });
}
