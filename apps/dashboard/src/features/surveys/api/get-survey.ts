import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /v1/admindata/getDwopdownSurvy: the groups a survey may address (value and name). */
export function surveyTargetsQueryOptions() {
  // A master list: one answer serves the session.
  return { ...api.queryOptions('get', '/v1/admindata/getDwopdownSurvy'), staleTime: 10 * 60_000 };
}

export function useSurveyTargets() {
  return useQuery(surveyTargetsQueryOptions());
}
