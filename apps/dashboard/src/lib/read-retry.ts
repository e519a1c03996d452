import { isApiError } from '@backoffice/sdk';

/**
 * A read tries a failed network call or 5xx again for as long as its waits add up to at most
 * this; never a 4xx. A time, not a count: on a network that fails a quarter of the calls, a
 * screen is then slower, not an error (five tries fail together once in about a thousand, three
 * once in 64).
 */
export const READ_RETRY_BUDGET_MS = 10_000;

/** 0.5 s, then 1 s, 2 s, 4 s (capped at 4 s): quick for a blip, long enough for a restart. */
export function retryDelay(attempt: number): number {
  return Math.min(500 * 2 ** attempt, 4000);
}

/** The waits before the try after failure `failureCount` (from 0), added up. */
function waitedBy(failureCount: number): number {
  let total = 0;
  for (let attempt = 0; attempt <= failureCount; attempt++) total += retryDelay(attempt);
  return total;
}

export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  if (waitedBy(failureCount) > READ_RETRY_BUDGET_MS || !isApiError(error)) return false;
  // A cancelled call (the screen left) is not a failure to try again.
  if (error.kind === 'aborted') return false;
  return error.status === 0 || error.status >= 500;
}

/**
 * The screens' queries take these by default (app/query-client.ts); a read sent as a mutation
 * (a file download) takes them itself, since mutations are not tried again.
 */
export const READ_RETRY = { retry: shouldRetryRead, retryDelay } as const;
