import type { ApiError } from './errors';

/** How a call is tried again after a failure that may pass (see `retryStatus`). */
export interface RetryOptions {
  /** Tries in all, the first included (default 4; each page of `paginate`: 8). */
  attempts?: number;
  /** The first wait; each next one doubles, with jitter (default 250 ms). */
  baseDelayMs?: number;
  /**
   * The longest wait (default 30 000 ms). A `Retry-After` longer than this ends the retries: the
   * server asks to come back later than a tool should sit waiting.
   */
  maxDelayMs?: number;
  /**
   * No try begins later than this after the call began, the tries' own time counted (default:
   * none, `attempts` alone bounds it). A person waits a time, not a count of tries.
   */
  budgetMs?: number;
  /** The answered statuses worth another try (default: 429, 502, 503 and 504). */
  retryStatus?: (status: number) => boolean;
  /** Told before each wait: which try failed, why (the error it would have ended with), how long. */
  onRetry?: (retry: RetryEvent) => void;
}

export interface RetryEvent {
  operationId: string | null;
  /** The try that failed, from 1. */
  attempt: number;
  reason: ApiError;
  delayMs: number;
}

export type RetryPolicy = Required<Omit<RetryOptions, 'onRetry'>> & Pick<RetryOptions, 'onRetry'>;

/** Answers that say "not now" rather than "no": worth asking again. */
const RETRYABLE_STATUSES = new Set([429, 502, 503, 504]);
/**
 * Four tries lose a call to a server that fails a quarter of its answers once in 256; a job of
 * 100 pages gives each page eight (`PAGE_RETRY`), so it finishes under the mock's `flaky`
 * scenario (docs/decisions/0120-sdk-retries-for-long-jobs.md).
 */
const DEFAULTS: RetryPolicy = {
  attempts: 4,
  baseDelayMs: 250,
  maxDelayMs: 30_000,
  budgetMs: Number.POSITIVE_INFINITY,
  retryStatus: (status) => RETRYABLE_STATUSES.has(status),
};
const NO_RETRY: RetryPolicy = { ...DEFAULTS, attempts: 1 };
/** Each page's tries in `paginate`, over the client's other retry options. */
export const PAGE_RETRY: RetryOptions = { attempts: 8 };

/**
 * The policy of one call. Calls safe to repeat (reads, and the sign-in) retry by default; writes
 * do not, since a write whose answer was lost may have been done, unless the call opts in
 * (`retry: true`, or its own options). `retry: false` turns it off for one call.
 */
export function retryPolicy(
  safe: boolean,
  clientOption: RetryOptions | false | undefined,
  callOption: RetryOptions | boolean | undefined,
): RetryPolicy {
  if (callOption === false || (callOption === undefined && (!safe || clientOption === false))) {
    return NO_RETRY;
  }
  return { ...DEFAULTS, ...clientOption, ...(callOption !== true && callOption) };
}

/** `Retry-After` as milliseconds: seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  if (/^\s*\d+\s*$/.test(header)) return Number(header) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/**
 * The wait before try number `attempt + 1`, the call begun `elapsedMs` ago: the server's
 * `Retry-After` when it gave one, else exponential backoff with jitter (half to all of base ×
 * 2^(attempt-1)), so clients that failed together do not come back together. Null: do not retry
 * (no try left, the server asks for too long a wait, or the next try would begin past the budget).
 */
export function retryDelay(
  policy: RetryPolicy,
  attempt: number,
  retryAfter: number | null,
  elapsedMs = 0,
  random = Math.random,
): number | null {
  if (attempt >= policy.attempts) return null;
  const exponential = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  const delay = retryAfter ?? Math.round(exponential * (0.5 + random() / 2));
  return delay > policy.maxDelayMs || elapsedMs + delay > policy.budgetMs ? null : delay;
}

/** A connection the server's host refused: nothing was sent, so any call may try again. */
export function connectionRefused(failure: unknown): boolean {
  const cause = (failure as { cause?: { code?: unknown } } | null)?.cause;
  return cause?.code === 'ECONNREFUSED';
}
