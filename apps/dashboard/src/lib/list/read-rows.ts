import { type PagedOperationId, type PaginateOptions, paginate } from '@backoffice/sdk';
import { apiClient } from '@/lib/api-client';
import { retryRead } from '@/lib/read-retry';
import type { RowsSource } from './rows-source';

/** Pages read at once: the mock reads 10,000 rows in about 0.3 s so (docs/engineering.md#budgets). */
const CONCURRENCY = 4;

/**
 * The app's client, each page's GET tried again as every read is (lib/read-retry.ts): a page is
 * one read with its own time budget. `paginate` reads through the client's GET alone, and its
 * own retries are turned off below, or the tries would multiply.
 */
const pageClient: typeof apiClient = {
  ...apiClient,
  GET: ((path: string, init: { signal?: AbortSignal }) =>
    retryRead(
      () => (apiClient.GET as (path: string, init: unknown) => Promise<unknown>)(path, init),
      init.signal,
    )) as typeof apiClient.GET,
};

/** `paginate` for an operation chosen at run time, whose required query its types cannot follow. */
const paginateAny = paginate as (
  client: typeof apiClient,
  operation: PagedOperationId,
  options: PaginateOptions<PagedOperationId> & { query: Record<string, unknown> },
) => AsyncGenerator<unknown, void, undefined>;

/**
 * Every row of the source, each as it comes and not kept here; `onTotal` is told once, before the
 * first row. Rejects with the SDK's ApiError
 * when a page fails for good. Loaded with the export or the bulk actions, so no list route
 * carries `paginate`.
 */
export async function* readRows<Row>(
  source: RowsSource<Row>,
  { signal, onTotal }: { signal: AbortSignal; onTotal?: (total: number) => void },
): AsyncGenerator<Row, void, undefined> {
  if (source.kind === 'held') {
    onTotal?.(source.rows.length);
    yield* source.rows;
    return;
  }
  const { page: _page, limit: _limit, ...query } = source.query as Record<string, unknown>;
  const { unpicked } = source;
  // The rows are the operation's own: `pagedRows` typed the source by them.
  const rows = paginateAny(pageClient, source.operation, {
    query,
    concurrency: CONCURRENCY,
    retry: false,
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
