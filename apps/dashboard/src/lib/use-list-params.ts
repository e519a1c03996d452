import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  type FiltersOf,
  type ListParams,
  type ListParamsChange,
  type ListParamsSpec,
  listQuery,
  type OperationId,
  type QueryOf,
  readListParams,
  writeListParams,
} from './list-params';
import { rememberListUrl } from './list-return';

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
    const next = writeListParams(search, spec, change);
    if (next === search) return;
    navigate(next ? `${location}?${next}` : location, { replace });
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
