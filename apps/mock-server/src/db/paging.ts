import type { PageMeta } from '@backoffice/sdk';

export const DEFAULT_PAGE = 1;
export const DEFAULT_LIMIT = 15;

export interface PageQuery {
  readonly page?: number | undefined;
  readonly limit?: number | undefined;
}

/**
 * One page of the `rows` that `keep` keeps (every row when null), and the contract's meta, in
 * one pass and without copying the list. `isActive` says which rows count in `totalActive`;
 * without it every row counts.
 */
export function paginate<T>(
  rows: Iterable<T>,
  query: PageQuery,
  isActive: (row: T) => boolean = () => true,
  keep: ((row: T) => boolean) | null = null,
): { data: T[]; meta: PageMeta } {
  const page = query.page ?? DEFAULT_PAGE;
  const limit = query.limit ?? DEFAULT_LIMIT;
  const first = (page - 1) * limit;
  const data: T[] = [];
  let total = 0;
  let totalActive = 0;
  for (const row of rows) {
    if (keep !== null && !keep(row)) continue;
    if (total >= first && data.length < limit) data.push(row);
    total++;
    if (isActive(row)) totalActive++;
  }
  return { data, meta: pageMeta(page, limit, data.length, total, totalActive) };
}

const pageMeta = (page: number, limit: number, onPage: number, total: number, active: number) => ({
  page,
  totalpage: Math.ceil(total / limit),
  totaldata: total,
  totalDataOnPage: onPage,
  totalActive: active,
});

/**
 * A list kept in its order between writes (see `remembered`, db/lookup.ts), with how many of its
 * rows count in `totalActive`: what a page without a filter needs, known without a pass.
 */
export interface KeptList<T> {
  readonly rows: readonly T[];
  readonly isActive: (row: T) => boolean;
  readonly active: number;
}

export function keptList<T>(rows: readonly T[], isActive: (row: T) => boolean): KeptList<T> {
  let active = 0;
  for (const row of rows) if (isActive(row)) active++;
  return { rows, isActive, active };
}

/**
 * A page of a kept list. Without a filter (`keep` null: no search, no status) it is a slice and
 * the kept counts, so paging through ten thousand rows costs the page, not the list; with one,
 * a single pass that counts and pages (`paginate`).
 */
export function pageOfList<T>(
  list: KeptList<T>,
  query: PageQuery,
  keep: ((row: T) => boolean) | null,
): { data: T[]; meta: PageMeta } {
  if (keep !== null) return paginate(list.rows, query, list.isActive, keep);
  const page = query.page ?? DEFAULT_PAGE;
  const limit = query.limit ?? DEFAULT_LIMIT;
  const data = list.rows.slice((page - 1) * limit, page * limit);
  return { data, meta: pageMeta(page, limit, data.length, list.rows.length, list.active) };
}

/** The filters of a list that are set, as one test; null when none is (every row is kept). */
export function allOf<T>(
  ...tests: readonly (((row: T) => boolean) | null)[]
): ((row: T) => boolean) | null {
  const set = tests.filter((test): test is (row: T) => boolean => test !== null);
  if (set.length === 0) return null;
  return (row) => set.every((test) => test(row));
}

/**
 * Whether any of the texts `fields` picks contains `search`, ignoring case and surrounding
 * spaces; null when the search is empty (every row matches).
 */
export function searchMatcher<T>(
  search: string | undefined,
  fields: (row: T) => readonly (string | number | null | undefined)[],
): ((row: T) => boolean) | null {
  const needle = search?.trim().toLowerCase() ?? '';
  if (needle === '') return null;
  return (row) =>
    fields(row).some(
      (value) =>
        value !== null && value !== undefined && String(value).toLowerCase().includes(needle),
    );
}

/**
 * Rows where any of the texts `fields` picks contains `search`, ignoring case and surrounding
 * spaces; every row when the search is empty.
 */
export function searchRows<T>(
  rows: readonly T[],
  search: string | undefined,
  fields: (row: T) => readonly (string | number | null | undefined)[],
): T[] {
  const matches = searchMatcher(search, fields);
  return matches === null ? [...rows] : rows.filter(matches);
}

type SearchFields<T> = (row: T) => readonly (string | number | null | undefined)[];

/** How a paged list of the contract is made from a table (`listPage`). */
export interface ListOf<T, U> {
  /** The date the list is ordered by, newest first; without it the rows keep their order. */
  readonly newest?: (row: T) => string;
  /** Which rows count in `totalActive`. */
  readonly active: (row: T) => boolean;
  /** The texts `query.search` looks in. */
  readonly search?: SearchFields<T>;
  /** The list's other filters (a status, an owner), each null when the query does not set it. */
  readonly keep?: readonly (((row: T) => boolean) | null)[];
  /** The answer's row of a stored one; without it, the stored row itself. */
  readonly as?: (row: T) => U;
}

/** The one way a paged list answers: `{ data, meta }` of the rows the query keeps. */
export function listPage<T, U = T>(
  rows: readonly T[],
  query: PageQuery & { readonly search?: string | undefined },
  list: ListOf<T, U>,
): { data: U[]; meta: PageMeta } {
  const search = list.search === undefined ? null : searchMatcher(query.search, list.search);
  const ordered = list.newest === undefined ? rows : newestFirst(rows, list.newest);
  const page = paginate(ordered, query, list.active, allOf(...(list.keep ?? []), search));
  const as = list.as ?? ((row: T) => row as unknown as U);
  return { data: page.data.map(as), meta: page.meta };
}

/** The next id of a table: above every id it holds or ever handed out, from 1. */
export function nextId(rows: readonly { readonly id: number }[]): number {
  let max = lastIssued.get(rows) ?? 0;
  for (const row of rows) if (row.id > max) max = row.id;
  lastIssued.set(rows, max + 1);
  return max + 1;
}

/**
 * The last id handed out per table, as a database sequence keeps it: an id freed by a delete is
 * never issued again (a client that still holds it must not reach a new record). Keyed by the
 * table's array, which a reset replaces, so ids restart from the seed's after a reset.
 */
const lastIssued = new WeakMap<object, number>();

/**
 * Order of ISO 8601 dates written alike (the store's are all `jakartaIso` or `YYYY-MM-DD`):
 * character by character, which is their time order. What `localeCompare` answers for them,
 * without its collation, which cost most of a list's time at a few thousand rows.
 */
export function compareIso(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Newest first by an ISO date field, the order every list answers in unless it says otherwise. */
export function newestFirst<T>(rows: readonly T[], date: (row: T) => string): T[] {
  return [...rows].sort((a, b) => compareIso(date(b), date(a)));
}
