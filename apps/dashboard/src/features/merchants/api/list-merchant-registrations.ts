import { api } from '@/lib/api';
import type { QueryOf } from '@/lib/list-params';

/** GET /v1/merchant/getallreject: one page of pending and rejected registrations. */
export function registrationsQueryOptions(query: QueryOf<'listMerchantRegistrations'>) {
  return api.queryOptions('get', '/v1/merchant/getallreject', { params: { query } });
}

export const REGISTRATION_LISTS = [api.queryOptions('get', '/v1/merchant/getallreject').queryKey];
