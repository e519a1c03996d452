import { isApiError } from '@backoffice/sdk';
import type { QueryOptions } from '@tanstack/react-query';

/**
 * How long a read is tried for, from the start of its first try: a screen on a bad network is
 * slower, not an error, and one that cannot load says so within about 10 s. A time, not a count
 * of tries, is what the user waits (docs/decisions/0220-reads-retry-within-a-time-budget.md).
 */
export const READ_BUDGET_MS = 10_000;
const FIRST_WAIT_MS = 500;
const LONGEST_WAIT_MS = 4_000;

/** A failure that may pass: a network error or a 5xx; never a 4xx, nor a call the screen cancelled. */
function mayPass(error: unknown): boolean {
  if (!isApiError(error) || error.kind === 'aborted') return false;
  return error.status === 0 || error.status >= 500;
}

/**
 * The wait before the next try of a read whose `failures` tries failed, the first of them
 * begun `elapsedMs` ago; null when it fails for good: a failure that would not pass, or a next
 * try that would begin past the budget. The waits double from 0.5 s up to 4 s, each with jitter
 * (half to all of it), so the screens that failed together do not ask again together.
 */
export function nextReadWait(
  failures: number,
  elapsedMs: number,
  error: unknown,
  random: () => number = Math.random,
): number | null {
  if (!mayPass(error)) return null;
  const full = Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** (failures - 1));
  const wait = Math.round(full * (0.5 + random() / 2));
  return elapsedMs + wait <= READ_BUDGET_MS ? wait : null;
}

/**
 * `read` tried again by the one rule above until it answers or fails for good (its last error).
 * When `signal` cancels it during a wait, it rejects with the signal's reason and reads no more.
 */
export async function retryRead<T>(read: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  const firstTry = Date.now();
  for (let failures = 1; ; failures += 1) {
    try {
      return await read();
    } catch (error) {
      const wait = signal?.aborted ? null : nextReadWait(failures, Date.now() - firstTry, error);
      if (wait === null) throw error;
      await pause(wait, signal);
      signal?.throwIfAborted();
    }
  }
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

/**
 * The screens' queries take this by default (app/query-client.ts): each fetch of a query is one
 * read under `retryRead`, stopped when TanStack Query cancels the fetch (the screen left).
 * TanStack's own retries stay off, or the tries would multiply.
 */
export const RETRIED_READS: NonNullable<QueryOptions['behavior']> = {
  onFetch(context) {
    const fetch = context.fetchFn;
    context.fetchFn = () => retryRead(async () => fetch(), context.signal);
  },
};
