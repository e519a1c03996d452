import type { operations } from '@backoffice/sdk';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { countParam, hrefWith, readParam, textParam, type UrlCodec } from '../url-state';
import { rememberListUrl } from './list-return';

/**
 * List state in the URL (docs/engineering.md#screen-kit): page, limit, search and a list's
 * filters, read from and written to the query string through the URL-state codecs
 * (`../url-state.ts`); `useListParams` binds them to the router.
 */

/** The spec's paging constants (docs/product.md): page 1, 15 rows. */
export const DEFAULT_PAGE = 1;
export const DEFAULT_LIMIT = 15;
/** The contract's bounds of `limit` and `search` (components/parameters Limit and Search). */
const PAGE = countParam(100_000);
const LIMIT = countParam(100);
const MAX_SEARCH = 100;

/** An operation of the contract, by its operationId. */
export type OperationId = keyof operations;

/** The query parameters an operation takes, from the SDK's types. */
export type QueryOf<Op extends OperationId> = NonNullable<
  operations[Op] extends { parameters: { query?: infer Q } } ? Q : never
>;

/** The list's own filters: every query parameter but the paging and the search. */
export type FiltersOf<Op extends OperationId> = Omit<QueryOf<Op>, 'page' | 'limit' | 'search'>;

export type ListParamsSpec<Op extends OperationId> = {
  /** The filters this list keeps in the URL, each with its codec. */
  filters: { [K in keyof FiltersOf<Op>]?: UrlCodec<NonNullable<FiltersOf<Op>[K]>> };
  /**
   * Put before each parameter name, so a second list on the same page (a tab) keeps its own
   * state: `redeem_` gives `?redeem_page=2&redeem_status=pending`.
   */
  prefix?: string;
};

export type ListParams<Op extends OperationId> = {
  page: number;
  limit: number;
  /** '' when there is none. */
  search: string;
  filters: Partial<FiltersOf<Op>>;
};

/** The list's state in `search` (a query string); a bad or missing value falls back to the default. */
export function readListParams<Op extends OperationId>(
  search: string,
  spec: ListParamsSpec<Op>,
): ListParams<Op> {
  const prefix = spec.prefix ?? '';
  const filters: Record<string, unknown> = {};
  for (const [name, codec] of Object.entries(spec.filters) as [string, UrlCodec<unknown>][]) {
    const value = readParam(search, prefix + name, codec);
    if (value !== undefined) filters[name] = value;
  }
  return {
    page: readParam(search, `${prefix}page`, PAGE) ?? DEFAULT_PAGE,
    limit: readParam(search, `${prefix}limit`, LIMIT) ?? DEFAULT_LIMIT,
    search: (readParam(search, `${prefix}search`, textParam) ?? '').trim().slice(0, MAX_SEARCH),
    filters: filters as Partial<FiltersOf<Op>>,
  };
}

export type ListParamsChange<Op extends OperationId> = Partial<
  Omit<ListParams<Op>, 'filters'> & { filters: Partial<FiltersOf<Op>> }
>;

/**
 * The list at `path` after `change`, keeping every other parameter of `search` (another tab's
 * list, a period). Defaults are left out, so a bare list has a bare URL. A change of search or
 * filters goes back to page 1: page 3 of another result set means nothing.
 */
export function writeListParams<Op extends OperationId>(
  path: string,
  search: string,
  spec: ListParamsSpec<Op>,
  change: ListParamsChange<Op>,
): string {
  const current = readListParams(search, spec);
  const narrows = change.search !== undefined || change.filters !== undefined;
  const page = change.page ?? (narrows ? DEFAULT_PAGE : current.page);
  const limit = change.limit ?? current.limit;
  const filters = { ...current.filters, ...change.filters } as Record<string, unknown>;
  const prefix = spec.prefix ?? '';
  const changes: Record<string, string | undefined> = {
    [`${prefix}page`]: page === DEFAULT_PAGE ? undefined : String(page),
    [`${prefix}limit`]: limit === DEFAULT_LIMIT ? undefined : String(limit),
    [`${prefix}search`]: (change.search ?? current.search).trim().slice(0, MAX_SEARCH),
  };
  for (const [name, codec] of Object.entries(spec.filters) as [string, UrlCodec<unknown>][]) {
    const value = filters[name];
    changes[prefix + name] = value === undefined ? undefined : codec.format(value);
  }
  return hrefWith(path, search, changes);
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

export type UseListParams<Op extends OperationId> = ListParams<Op> & {
  /** The operation's query parameters for its `queryOptions`. */
  query: QueryOf<Op>;
  /**
   * A new history entry: Back returns to the page before. `replace` corrects the URL in place
   * (a page past the end after a delete).
   */
  setPage: (page: number, options?: { replace?: boolean }) => void;
  /** Replaces the history entry (the box already debounces); goes back to page 1. */
  setSearch: (search: string) => void;
  /** A new history entry; goes back to page 1. `undefined` is the "Semua" choice. */
  setFilters: (filters: Partial<FiltersOf<Op>>) => void;
  /** Clears search and filters (a new history entry). */
  reset: () => void;
  /** Whether a search or a filter is in effect. */
  narrowed: boolean;
};

/**
 * A list's page, limit, search and filters, kept in the URL so reload, Back and a shared link
 * show the same list; typed by the operation's query parameters. The URL is remembered for the
 * forms that return to this list (list-return.ts).
 */
export function useListParams<Op extends OperationId>(spec: ListParamsSpec<Op>): UseListParams<Op> {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = readListParams(search, spec);

  useEffect(() => {
    rememberListUrl(location, search);
  }, [location, search]);

  const go = (change: ListParamsChange<Op>, replace: boolean) => {
    // A late call (the search box's debounce) after the user followed a link away: the list is
    // still mounted, hidden, while the next page's chunk loads; it must not pull them back.
    if (window.location.pathname !== location) return;
    const next = writeListParams(location, search, spec, change);
    if (next !== hrefWith(location, search, {})) navigate(next, { replace });
  };

  const cleared = Object.fromEntries(
    Object.keys(spec.filters).map((name) => [name, undefined]),
  ) as Partial<FiltersOf<Op>>;

  return {
    ...params,
    query: listQuery(params),
    setPage: (page, options) => go({ page }, options?.replace ?? false),
    setSearch: (text) => go({ search: text }, true),
    setFilters: (filters) => go({ filters }, false),
    reset: () => go({ search: '', filters: cleared }, false),
    narrowed: params.search !== '' || Object.keys(params.filters).length > 0,
  };
}
