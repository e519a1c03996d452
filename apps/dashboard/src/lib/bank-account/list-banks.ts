import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /v1/user/getallbankiris: every bank a payout can go to, sorted by name. */
export function banksQueryOptions() {
  // A master list changes rarely: one answer serves the session.
  return { ...api.queryOptions('get', '/v1/user/getallbankiris'), staleTime: 10 * 60_000 };
}

export function useBanks() {
  return useQuery(banksQueryOptions());
}
