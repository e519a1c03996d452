import type { PageMeta } from '@backoffice/sdk';

export const DEFAULT_PAGE = 1;
export const DEFAULT_LIMIT = 15;

export interface PageQuery {
  readonly page?: number | undefined;
  readonly limit?: number | undefined;
}

/**
 * One page of `rows` and the contract's meta. `isActive` says which rows count in
 * `totalActive` (rows of the whole list whose active/status flag is on); without it every row
 * counts.
 */
export function paginate<T>(
  rows: readonly T[],
  query: PageQuery,
  isActive: (row: T) => boolean = () => true,
): { data: T[]; meta: PageMeta } {
  const page = query.page ?? DEFAULT_PAGE;
  const limit = query.limit ?? DEFAULT_LIMIT;
  const data = rows.slice((page - 1) * limit, page * limit);
  let totalActive = 0;
  for (const row of rows) if (isActive(row)) totalActive++;
  return {
    data,
    meta: {
      page,
      totalpage: Math.ceil(rows.length / limit),
      totaldata: rows.length,
      totalDataOnPage: data.length,
      totalActive,
    },
  };
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
  const needle = search?.trim().toLowerCase() ?? '';
  if (needle === '') return [...rows];
  return rows.filter((row) =>
    fields(row).some(
      (value) =>
        value !== null && value !== undefined && String(value).toLowerCase().includes(needle),
    ),
  );
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
