import { isApiError } from '@backoffice/sdk';

/**
 * The waits before each new try of a read that failed with a network error or a 5xx (never a
 * 4xx): 0.5 s, 1 s, 2 s, 4 s, 7.5 s in all, so a screen recovers within about 10 s or shows its
 * error. A time, not a try count, is what matters: on a network that fails a quarter of the
 * calls, five tries fail together once in about a thousand (three, once in 64), so the screen
 * is slower, not an error.
 */
const WAITS_MS = [500, 1000, 2000, 4000];

export function retryDelay(attempt: number): number {
  return WAITS_MS[attempt] ?? 4000;
}

export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  if (failureCount >= WAITS_MS.length || !isApiError(error)) return false;
  // A cancelled call (the screen left) is not a failure to try again.
  if (error.kind === 'aborted') return false;
  return error.status === 0 || error.status >= 500;
}

/**
 * The screens' queries take these by default (app/query-client.ts); a read sent as a mutation
 * (a file download) takes them itself, since mutations are not tried again.
 */
export const READ_RETRY = { retry: shouldRetryRead, retryDelay } as const;
