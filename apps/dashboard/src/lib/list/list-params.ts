import type { OperationId, operations } from '@backoffice/sdk';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { countParam, hrefWith, readParam, textParam, type UrlCodec } from '../url-state';
import { rememberListUrl } from './list-return';

// List state in the URL (docs/engineering.md#url-state), through the codecs of ../url-state.ts.

/** docs/product.md: page 1, 15 rows. */
const DEFAULT_PAGE = 1;
const DEFAULT_LIMIT = 15;
/** The contract's bounds of `limit` and `search` (components/parameters Limit and Search). */
const PAGE = countParam(100_000);
const LIMIT = countParam(100);
const MAX_SEARCH = 100;

export type QueryOf<Op extends OperationId> = NonNullable<
  operations[Op] extends { parameters: { query?: infer Q } } ? Q : never
>;

/** The list's own filters: every query parameter but the paging and the search. */
export type FiltersOf<Op extends OperationId> = Omit<QueryOf<Op>, 'page' | 'limit' | 'search'>;

/** What a list keeps in the URL: each filter's codec; a list's description is one. */
export type ListParamsSpec<Op extends OperationId> = {
  filters?: { [K in keyof FiltersOf<Op>]?: { codec: UrlCodec<NonNullable<FiltersOf<Op>[K]>> } };
  /** A second list on the same page keeps its own: `redeem_` gives `?redeem_page=2`. */
  prefix?: string;
};

function codecsOf(spec: ListParamsSpec<OperationId>): [string, UrlCodec<unknown>][] {
  const filters = Object.entries(spec.filters ?? {}) as [string, { codec: UrlCodec<unknown> }][];
  return filters.map(([name, { codec }]) => [name, codec]);
}

export type ListParams<Op extends OperationId> = {
  page: number;
  limit: number;
  search: string;
  filters: Partial<FiltersOf<Op>>;
};

/** A bad or missing value falls back to the default. */
export function readListParams<Op extends OperationId>(
  search: string,
  spec: ListParamsSpec<Op>,
): ListParams<Op> {
  const prefix = spec.prefix ?? '';
  const filters: Record<string, unknown> = {};
  for (const [name, codec] of codecsOf(spec)) {
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

/**
 * The list at `path` after `change`, keeping every other parameter of `search`; defaults are left
 * out. A change of search or filters goes back to page 1: page 3 of another result means nothing.
 */
export function writeListParams<Op extends OperationId>(
  path: string,
  search: string,
  spec: ListParamsSpec<Op>,
  change: Partial<ListParams<Op>>,
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
  for (const [name, codec] of codecsOf(spec)) {
    const value = filters[name];
    changes[prefix + name] = value === undefined ? undefined : codec.format(value);
  }
  return hrefWith(path, search, changes);
}

export function listQuery<Op extends OperationId>(params: ListParams<Op>): QueryOf<Op> {
  return {
    page: params.page,
    limit: params.limit,
    ...(params.search ? { search: params.search } : {}),
    ...params.filters,
  } as unknown as QueryOf<Op>;
}

/**
 * Each change is a new history entry (Back returns), but a search's and a `replace` page's. The
 * URL is remembered for the forms that return to this list (list-return.ts).
 */
export function useListParams<Op extends OperationId>(spec: ListParamsSpec<Op>) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = readListParams(search, spec);

  useEffect(() => {
    rememberListUrl(location, search);
  }, [location, search]);

  const go = (change: Partial<ListParams<Op>>, replace: boolean) => {
    // A late call (the search box's debounce) after the user followed a link away: the list is
    // still mounted, hidden, while the next page's chunk loads; it must not pull them back.
    if (window.location.pathname !== location) return;
    const next = writeListParams(location, search, spec, change);
    if (next !== hrefWith(location, search, {})) navigate(next, { replace });
  };

  const cleared = Object.fromEntries(codecsOf(spec).map(([name]) => [name, undefined])) as Partial<
    FiltersOf<Op>
  >;

  return {
    ...params,
    query: listQuery(params),
    setPage: (page: number, options?: { replace?: boolean }) =>
      go({ page }, options?.replace ?? false),
    setSearch: (text: string) => go({ search: text }, true),
    /** `undefined` is the "Semua" choice. */
    setFilters: (filters: Partial<FiltersOf<Op>>) => go({ filters }, false),
    reset: () => go({ search: '', filters: cleared }, false),
    /** A search or a filter is in effect. */
    narrowed: params.search !== '' || Object.keys(params.filters).length > 0,
  };
}
