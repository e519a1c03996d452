import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Period } from '../lib/period';

/**
 * GET /v1/admindata/dashboard for a period; without one the API answers its default period
 * (the 30 days ending today, Jakarta time).
 */
export function adminDashboardQueryOptions(period: Period | null) {
  return api.queryOptions('get', '/v1/admindata/dashboard', {
    params: { query: period ?? {} },
  });
}

/** Keeps the previous period's figures on screen while the next period loads. */
export function useAdminDashboard(period: Period | null) {
  return useQuery({ ...adminDashboardQueryOptions(period), placeholderData: keepPreviousData });
}
