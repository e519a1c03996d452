import { type PagedOperationId, type PageRow, paginate } from '@backoffice/sdk';
import { apiClient } from '../../api';
import type { QueryOf } from '../../list-params';

/** Pages read at once when every matching row is picked. */
const READ_CONCURRENCY = 4;

/** `paginate` for an operation chosen at run time, whose required query its types cannot follow. */
const paginateAny = paginate as (
  client: typeof apiClient,
  operation: PagedOperationId,
  options: { query: Record<string, unknown>; concurrency: number; signal: AbortSignal },
) => AsyncGenerator<unknown, void, undefined>;

/**
 * Every row that matches the list's view now (its search and filters: the list's own query but
 * its paging), read through the SDK's `paginate` when an action on "every matching row" runs.
 */
export async function readMatchingRows<Op extends PagedOperationId>(
  operation: Op,
  listQuery: QueryOf<Op>,
  { signal, onRead }: { signal: AbortSignal; onRead: (count: number) => void },
): Promise<PageRow<Op>[]> {
  const { page: _page, limit: _limit, ...query } = listQuery as Record<string, unknown>;
  const rows: PageRow<Op>[] = [];
  const pages = paginateAny(apiClient, operation, {
    query,
    concurrency: READ_CONCURRENCY,
    signal,
  });
  for await (const row of pages) {
    rows.push(row as PageRow<Op>);
    onRead(rows.length);
  }
  return rows;
}
