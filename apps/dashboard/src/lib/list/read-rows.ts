import { type PagedOperationId, paginate, type RetryOptions } from '@backoffice/sdk';
import { apiClient } from '@/lib/api-client';
import type { RowsSource } from './rows-source';

/** Pages read at once: the mock reads 10,000 rows in about 0.3 s so (docs/engineering.md#budgets). */
const CONCURRENCY = 4;

/**
 * Each page's tries. The app's client does not retry (React Query retries the screens' reads),
 * so reading every row, which is many reads in a row, asks for the SDK's retries itself, as long
 * as a screen's read waits (lib/read-retry.ts): a page that fails with a network error, 429, 502,
 * 503 or 504 is tried five times in all, after waits of up to 0.5, 1, 2 and 4 s (the SDK's
 * jitter takes half to all of each), before the read gives up with the server's message.
 */
const PAGE_RETRY: RetryOptions = { attempts: 5, baseDelayMs: 500, maxDelayMs: 4000 };

/** `paginate` for an operation chosen at run time, whose required query its types cannot follow. */
const paginateAny = paginate as (
  client: typeof apiClient,
  operation: PagedOperationId,
  options: {
    query: Record<string, unknown>;
    concurrency: number;
    retry: RetryOptions;
    signal: AbortSignal;
    onPage: (meta: { page: number; totaldata: number }) => void;
  },
) => AsyncGenerator<unknown, void, undefined>;

export type ReadRowsOptions = {
  /** Stops the page calls under way and sends no other. */
  signal: AbortSignal;
  /** How many rows there are, told once, before the first row (for a paged list, at its page 1). */
  onTotal?: (total: number) => void;
};

/**
 * Every row of the source, each as it comes: for a paged list, read through the SDK's
 * `paginate` with the list's query (its page and limit left out), four pages at a time, and not
 * kept here; for rows in hand, those rows. Rejects with the SDK's ApiError when a page fails for
 * good. Loaded with the export or the bulk actions, so no list route carries `paginate`.
 */
export async function* readRows<Row>(
  source: RowsSource<Row>,
  { signal, onTotal }: ReadRowsOptions,
): AsyncGenerator<Row, void, undefined> {
  if (source.kind === 'held') {
    onTotal?.(source.rows.length);
    yield* source.rows;
    return;
  }
  const { page: _page, limit: _limit, ...query } = source.query as Record<string, unknown>;
  const { unpicked } = source;
  // The rows are the operation's own: `pagedRows` typed the source by them.
  const rows = paginateAny(apiClient, source.operation, {
    query,
    concurrency: CONCURRENCY,
    retry: PAGE_RETRY,
    signal,
    onPage: (meta) => {
      if (meta.page === 1) onTotal?.(meta.totaldata - (unpicked?.size ?? 0));
    },
  }) as AsyncGenerator<Row, void, undefined>;
  if (unpicked === undefined) {
    yield* rows;
    return;
  }
  for await (const row of rows) if (!unpicked.has(row)) yield row;
}
