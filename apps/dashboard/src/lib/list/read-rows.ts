import { type PagedOperationId, type PaginateOptions, paginate } from '@backoffice/sdk';
import { apiClient } from '@/lib/api-client';
import type { RowsSource } from './rows-source';

/** Pages read at once: the mock reads 10,000 rows in about 0.3 s so (docs/engineering.md#budgets). */
const CONCURRENCY = 4;

/** `paginate` for an operation chosen at run time, whose required query its types cannot follow. */
const paginateAny = paginate as (
  client: typeof apiClient,
  operation: PagedOperationId,
  options: PaginateOptions<PagedOperationId> & { query: Record<string, unknown> },
) => AsyncGenerator<unknown, void, undefined>;

/**
 * Every row of the source, each as it comes and not kept here; `onTotal` is told once, before the
 * first row. Rejects with the SDK's ApiError when a page fails for good. Loaded with the export
 * or the bulk actions, so no list route carries `paginate`.
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
  // The rows are the operation's own: the source is typed by them.
  // Each page is tried again as every read is, within its own time budget (lib/api-client.ts);
  // paginate's 8 tries a page never end it sooner (the 9th would begin past 10 s).
  const rows = paginateAny(apiClient, source.operation, {
    query,
    concurrency: CONCURRENCY,
    signal,
    onPage: (meta) => {
      if (meta.page === 1) onTotal?.(meta.totaldata - (unpicked?.size ?? 0));
    },
  }) as AsyncGenerator<Row, void, undefined>;
  for await (const row of rows) if (!unpicked?.has(row)) yield row;
}
