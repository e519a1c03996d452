import type { operations } from '@backoffice/sdk';
import { isIsoDate } from './jakarta-date';

/**
 * List state in the URL (docs/engineering.md#screen-kit): page, limit, search and a list's
 * filters, read from and written to the query string. Pure; `useListParams` binds it to the router.
 */

/** The spec's paging constants (docs/product.md): page 1, 15 rows. */
export const DEFAULT_PAGE = 1;
export const DEFAULT_LIMIT = 15;
/** The contract's bounds of `limit` and `search` (components/parameters Limit and Search). */
const MAX_LIMIT = 100;
const MAX_SEARCH = 100;

/** An operation of the contract, by its operationId. */
export type OperationId = keyof operations;

/** The query parameters an operation takes, from the SDK's types. */
export type QueryOf<Op extends OperationId> = NonNullable<
  operations[Op] extends { parameters: { query?: infer Q } } ? Q : never
>;

/** The list's own filters: every query parameter but the paging and the search. */
export type FiltersOf<Op extends OperationId> = Omit<QueryOf<Op>, 'page' | 'limit' | 'search'>;

/** How one filter is spelled in the URL; `parse` answers undefined for a value it does not know. */
export type FilterCodec<T> = {
  parse: (raw: string) => T | undefined;
  format: (value: T) => string;
};

export const booleanFilter: FilterCodec<boolean> = {
  parse: (raw) => (raw === 'true' ? true : raw === 'false' ? false : undefined),
  format: String,
};

/** A calendar day, `YYYY-MM-DD`, that exists (`2026-02-30` falls back to no filter). */
export const isoDateFilter: FilterCodec<string> = {
  parse: (raw) => (isIsoDate(raw) ? raw : undefined),
  format: (value) => value,
};

/** A filter whose values are the contract's enum, e.g. `enumFilter(['pending', 'rejected'])`. */
export function enumFilter<const T extends string>(values: readonly T[]): FilterCodec<T> {
  return {
    parse: (raw) => values.find((value) => value === raw),
    format: (value) => value,
  };
}

/**
 * A filter whose values are a numeric enum of the contract, e.g. `numberEnumFilter([0, 1])` for
 * `rowstatus`: the URL's `1` is the number 1; `01`, `1.0` and values outside the enum fall back.
 */
export function numberEnumFilter<const T extends number>(values: readonly T[]): FilterCodec<T> {
  return {
    parse: (raw) => values.find((value) => String(value) === raw),
    format: String,
  };
}

export type ListParamsSpec<Op extends OperationId> = {
  /** The filters this list keeps in the URL, each with its codec. */
  filters: { [K in keyof FiltersOf<Op>]?: FilterCodec<NonNullable<FiltersOf<Op>[K]>> };
  /**
   * Put before each parameter name, so a second list on the same page (a tab) keeps its own
   * state: `redeem_` gives `?redeem_page=2&redeem_status=pending`.
   */
  prefix?: string;
  limit?: number;
};

export type ListParams<Op extends OperationId> = {
  page: number;
  limit: number;
  /** '' when there is none. */
  search: string;
  filters: Partial<FiltersOf<Op>>;
};

function positiveInt(raw: string | null, max: number): number | undefined {
  if (raw === null || !/^\d+$/.test(raw)) return undefined;
  const value = Number(raw);
  return value >= 1 && value <= max ? value : undefined;
}

/** The list's state in `search` (a query string); a bad or missing value falls back to the default. */
export function readListParams<Op extends OperationId>(
  search: string,
  spec: ListParamsSpec<Op>,
): ListParams<Op> {
  const url = new URLSearchParams(search);
  const prefix = spec.prefix ?? '';
  const filters: Record<string, unknown> = {};
  for (const [name, codec] of Object.entries(spec.filters) as [string, FilterCodec<unknown>][]) {
    const raw = url.get(prefix + name);
    const value = raw === null ? undefined : codec.parse(raw);
    if (value !== undefined) filters[name] = value;
  }
  return {
    page: positiveInt(url.get(`${prefix}page`), 100_000) ?? DEFAULT_PAGE,
    limit: positiveInt(url.get(`${prefix}limit`), MAX_LIMIT) ?? spec.limit ?? DEFAULT_LIMIT,
    search: (url.get(`${prefix}search`) ?? '').trim().slice(0, MAX_SEARCH),
    filters: filters as Partial<FiltersOf<Op>>,
  };
}

export type ListParamsChange<Op extends OperationId> = Partial<
  Omit<ListParams<Op>, 'filters'> & { filters: Partial<FiltersOf<Op>> }
>;

/**
 * The query string after `change`, keeping every other parameter of `search` (another tab's
 * list, a period). Defaults are left out, so a bare list has a bare URL. A change of search or
 * filters goes back to page 1: page 3 of another result set means nothing.
 */
export function writeListParams<Op extends OperationId>(
  search: string,
  spec: ListParamsSpec<Op>,
  change: ListParamsChange<Op>,
): string {
  const current = readListParams(search, spec);
  const narrows = change.search !== undefined || change.filters !== undefined;
  const next: ListParams<Op> = {
    page: change.page ?? (narrows ? DEFAULT_PAGE : current.page),
    limit: change.limit ?? current.limit,
    search: change.search ?? current.search,
    filters: change.filters ? { ...current.filters, ...change.filters } : current.filters,
  };
  const url = new URLSearchParams(search);
  const prefix = spec.prefix ?? '';
  const put = (name: string, value: string | undefined) => {
    if (value === undefined || value === '') url.delete(prefix + name);
    else url.set(prefix + name, value);
  };
  put('page', next.page === DEFAULT_PAGE ? undefined : String(next.page));
  put('limit', next.limit === (spec.limit ?? DEFAULT_LIMIT) ? undefined : String(next.limit));
  put('search', next.search.trim().slice(0, MAX_SEARCH));
  for (const [name, codec] of Object.entries(spec.filters) as [string, FilterCodec<unknown>][]) {
    const value = (next.filters as Record<string, unknown>)[name];
    put(name, value === undefined ? undefined : codec.format(value));
  }
  return url.toString();
}

/** The query parameters of the operation, as its `queryOptions` takes them. */
export function listQuery<Op extends OperationId>(params: ListParams<Op>): QueryOf<Op> {
  return {
    page: params.page,
    limit: params.limit,
    ...(params.search ? { search: params.search } : {}),
    ...params.filters,
  } as unknown as QueryOf<Op>;
}
