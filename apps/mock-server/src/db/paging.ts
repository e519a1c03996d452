interface PageQuery {
  readonly page?: number | undefined;
  readonly limit?: number | undefined;
  readonly search?: string | undefined;
}

type Test<T> = (row: T) => boolean;

/**
 * Whether any of the texts `fields` picks contains `search`, ignoring case and surrounding
 * spaces; null when the search is empty (every row matches).
 */
export function searchMatcher<T>(
  search: string | undefined,
  fields: (row: T) => readonly (string | number | null | undefined)[],
): Test<T> | null {
  const needle = search?.trim().toLowerCase() ?? '';
  if (needle === '') return null;
  return (row) =>
    fields(row).some(
      (value) =>
        value !== null && value !== undefined && String(value).toLowerCase().includes(needle),
    );
}

/** A `keep` filter: the rows whose `field` is `value`; null when the query leaves it out. */
export const whereIs = <T, V>(value: V | undefined, field: (row: T) => V): Test<T> | null =>
  value === undefined ? null : (row) => field(row) === value;

/** How a paged list of the contract is made from a table (`listPage`). */
interface ListOf<T, U> {
  /** The date the list is ordered by, newest first; without it the rows keep their order. */
  readonly newest?: (row: T) => string;
  /** Which rows count in `totalActive`. */
  readonly active: Test<T>;
  /** The active rows' count, known to a list kept between writes: an unfiltered page is a slice. */
  readonly activeCount?: number;
  /** The texts `query.search` looks in. */
  readonly search?: (row: T) => readonly (string | number | null | undefined)[];
  /** The list's other filters (a status, an owner), each null when the query does not set it. */
  readonly keep?: readonly (Test<T> | null)[];
  /** The answer's row of a stored one; without it, the stored row itself. */
  readonly as?: (row: T) => U;
}

/** The one way a paged list answers: `{ data, meta }`, counted and paged in one pass, no copy. */
export function listPage<T, U = T>(rows: readonly T[], query: PageQuery, list: ListOf<T, U>) {
  const page = query.page ?? 1;
  const limit = query.limit ?? 15;
  const first = (page - 1) * limit;
  const tests = [...(list.keep ?? []), list.search && searchMatcher(query.search, list.search)];
  const keep = tests.filter((test): test is Test<T> => typeof test === 'function');
  const ordered = list.newest === undefined ? rows : newestFirst(rows, list.newest);
  let data: T[] = [];
  let total = ordered.length;
  let totalActive = list.activeCount ?? 0;
  if (keep.length > 0 || list.activeCount === undefined) {
    total = 0;
    totalActive = 0;
    for (const row of ordered) {
      if (!keep.every((test) => test(row))) continue;
      if (total >= first && data.length < limit) data.push(row);
      total++;
      if (list.active(row)) totalActive++;
    }
  } else data = ordered.slice(first, first + limit);
  const as = list.as ?? ((row: T) => row as unknown as U);
  const meta = {
    page,
    totalpage: Math.ceil(total / limit),
    totaldata: total,
    totalDataOnPage: data.length,
    totalActive,
  };
  return { data: data.map(as), meta };
}

/** The highest id of a table, 0 when empty. */
export function maxId(rows: readonly { readonly id: number }[]): number {
  let max = 0;
  for (const row of rows) if (row.id > max) max = row.id;
  return max;
}

/** The next id of a table: above every id it holds or ever handed out, from 1. */
export function nextId(rows: readonly { readonly id: number }[]): number {
  const next = Math.max(lastIssued.get(rows) ?? 0, maxId(rows)) + 1;
  lastIssued.set(rows, next);
  return next;
}

/** The one way a handler adds a row: the next id (`nextId`) first, then `fields`; answers it. */
export function addRow<T extends { readonly id: number }>(table: T[], fields: Omit<T, 'id'>): T {
  const row = { id: nextId(table), ...fields } as T;
  table.push(row);
  return row;
}

/**
 * The last id handed out per table, as a database sequence: a deleted id is never reissued (a
 * client holding it must not reach a new record). Keyed by the array, so a reset restarts them.
 */
const lastIssued = new WeakMap<object, number>();

/**
 * Order of ISO 8601 dates written alike (`jakartaIso` or `YYYY-MM-DD`): their text order, without
 * `localeCompare`'s collation, which cost most of a list's time at a few thousand rows.
 */
export function compareIso(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Newest first by an ISO date field, the order every list answers in unless it says otherwise. */
export function newestFirst<T>(rows: readonly T[], date: (row: T) => string): T[] {
  return [...rows].sort((a, b) => compareIso(date(b), date(a)));
}
