import type { RequiredKeysOf } from 'openapi-typescript-helpers';
import type { PageMeta } from './entities.gen';
import { ApiError, refused } from './errors';
import { type PagedOperationId, pagedOperations } from './paged-operations.gen';
import { PAGE_RETRY } from './retry';
import type { operations } from './schema';
import type { ApiClient, CallOptions } from './types';

type PageAnswer<Op extends PagedOperationId> =
  operations[Op]['responses'][200]['content']['application/json'];
type RowsKey<Op extends PagedOperationId> = (typeof pagedOperations)[Op]['rows'] &
  keyof PageAnswer<Op>;

/** One row of a paged operation, under `data` or the key its answer uses (`survey`). */
export type PageRow<Op extends PagedOperationId> =
  PageAnswer<Op>[RowsKey<Op>] extends readonly (infer Row)[] ? Row : never;

/** The operation's query parameters but the paging ones, which `paginate` sets. */
export type PageQuery<Op extends PagedOperationId> = Omit<
  NonNullable<operations[Op]['parameters']['query']>,
  'page' | 'limit'
>;

export interface PaginateOptions<Op extends PagedOperationId> {
  query?: PageQuery<Op>;
  /** Pages read at once, ahead of the one being read (default 1: one page after another). */
  concurrency?: number;
  /**
   * Rows per page: the contract's largest `limit` by default, for the fewest calls, and never
   * more (a larger one is held to it).
   */
  pageSize?: number;
  /**
   * The page to start at (default 1), to resume a job after the last page `onPage` reported; the
   * same `pageSize` gives the same pages.
   */
  startPage?: number;
  /** Stops the reading; the iteration then rejects with an ApiError of kind `aborted`. */
  signal?: AbortSignal;
  /** The time limit of each page's call (not of the whole reading). */
  timeoutMs?: CallOptions['timeoutMs'];
  /**
   * Each page's retries: a budget of its own per page, 8 tries unless `attempts` says otherwise,
   * over the client's other retry options (even on a client made with `retry: false`); `false`
   * turns them off.
   */
  retry?: CallOptions['retry'];
  /**
   * Called with each page's `meta` (its `page` included) just before its rows are handed out,
   * pages in order: the first call tells how many rows the list holds (`totaldata`).
   */
  onPage?: (meta: PageMeta) => void;
}

/** The options argument: required, with its query, when the operation has a required query parameter. */
export type PaginateArgs<Op extends PagedOperationId, Extra = object> =
  RequiredKeysOf<PageQuery<Op>> extends never
    ? [options?: PaginateOptions<Op> & Extra]
    : [options: PaginateOptions<Op> & Extra & { query: PageQuery<Op> }];

type GetPage = (
  path: string,
  init: { params: { query: Record<string, unknown> } } & CallOptions,
) => Promise<{ data: Record<string, unknown>; response: Response }>;

/** What the page answer lacks that `paginate` reads, or null when it has it. */
function pageProblem(data: Record<string, unknown>, rows: string): string | null {
  const meta = data.meta as Partial<PageMeta> | undefined;
  if (!Number.isInteger(meta?.totalpage)) return 'its meta.totalpage is not an integer';
  return Array.isArray(data[rows]) ? null : `its ${rows} is not an array`;
}

/**
 * Every row of a paged list operation, page after page, in order: `for await (const partner of
 * paginate(client, 'listPartners', { query: { search: 'budi' } }))`. The pages are read at the
 * contract's largest size; with `concurrency` above 1, the next pages are read while the current
 * one is handed out. Leaving the loop early cancels the pages read ahead. A failed page rejects
 * with its ApiError, whose `page` says where to resume (`startPage`). Rows an action removes
 * from the list shift the pages under the reader: read them whole first (`collect`), as
 * examples/approve-merchants.mjs does (packages/sdk/README.md, "Writing while paging").
 */
export async function* paginate<Op extends PagedOperationId>(
  client: ApiClient,
  operationId: Op,
  ...[options]: PaginateArgs<Op>
): AsyncGenerator<PageRow<Op>, void, undefined> {
  // Typed callers cannot get here with another operation; a JavaScript tool can.
  const paged: (typeof pagedOperations)[Op] | undefined = pagedOperations[operationId];
  if (paged === undefined) {
    const why = `${operationId} is not a paged operation (see pagedOperations)`;
    throw refused('paginate', why, operationId);
  }
  const { path, rows, maxLimit } = paged;
  const limit = Math.min(maxLimit, Math.max(1, Math.floor(options?.pageSize ?? maxLimit)));
  const startPage = Math.max(1, Math.floor(options?.startPage ?? 1));
  const concurrency = Math.max(1, Math.floor(options?.concurrency ?? 1));
  const retry = options?.retry;
  // Ends the reads ahead when the loop is left early, or when the caller's signal fires.
  const stop = new AbortController();
  const signal =
    options?.signal === undefined ? stop.signal : AbortSignal.any([stop.signal, options.signal]);
  const get = client.GET as unknown as GetPage;
  const readPage = async (page: number) => {
    const { data, response } = await get(path, {
      params: { query: { ...options?.query, page, limit } },
      signal,
      // Undefined: the client's own limit.
      timeoutMs: options?.timeoutMs,
      // The page's own budget, under what the caller tunes (`{ baseDelayMs }` keeps 8 tries).
      retry: retry === false ? false : { ...PAGE_RETRY, ...(retry !== true && retry) },
    });
    const problem = pageProblem(data, rows);
    if (problem !== null) {
      throw new ApiError({
        kind: 'invalid-response',
        status: response.status,
        operationId,
        url: response.url || `${path}?page=${page}`,
        attempts: 1,
        cause: new TypeError(`The page answer is not a page: ${problem}`),
      });
    }
    return { rows: data[rows] as PageRow<Op>[], meta: data.meta as PageMeta };
  };
  const handOut = (page: Awaited<ReturnType<typeof readPage>>) => {
    options?.onPage?.(page.meta);
    return page.rows;
  };

  const ahead = new Map<number, ReturnType<typeof readPage>>();
  try {
    const first = await readPage(startPage);
    const last = first.meta.totalpage;
    yield* handOut(first);
    let next = startPage + 1;
    for (let page = next; page <= last; page += 1) {
      while (next <= last && next < page + concurrency) {
        const reading = readPage(next);
        // Read ahead: its failure is reported when its turn comes, not as an unhandled rejection.
        reading.catch(() => {});
        ahead.set(next, reading);
        next += 1;
      }
      const answer = await (ahead.get(page) ?? readPage(page));
      ahead.delete(page);
      yield* handOut(answer);
    }
  } finally {
    stop.abort();
  }
}

/** Every row of a paged operation in one array, or the first `max` rows. */
export async function collect<Op extends PagedOperationId>(
  client: ApiClient,
  operationId: Op,
  ...[options]: PaginateArgs<Op, { max?: number }>
): Promise<PageRow<Op>[]> {
  const max = options?.max ?? Number.POSITIVE_INFINITY;
  const found: PageRow<Op>[] = [];
  if (max <= 0) return found;
  const args = [options] as unknown as PaginateArgs<Op>;
  for await (const row of paginate(client, operationId, ...args)) {
    found.push(row);
    if (found.length >= max) break;
  }
  return found;
}
