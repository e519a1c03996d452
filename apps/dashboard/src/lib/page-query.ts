import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { RecordDescription } from './record/record-description';
import { parseRouteId } from './url-state';

/** What a page's first queries depend on: the URL's query string and the route's parameters. */
export type PageRequest = {
  /** The query string, without `?`. */
  search: string;
  params: Readonly<Record<string, string | undefined>>;
};

/**
 * One of a page's first queries, ready to be asked for. A function rather than the options
 * themselves: a page's queries answer in different types, and each keeps its own here.
 */
export type PageQuery = (client: QueryClient) => Promise<void>;

/**
 * The queries a page asks for as soon as it shows, in a module the route loads beside the page's
 * code (docs/engineering.md#data-with-the-code): the answers and the code arrive together.
 */
export type PageQueries = (request: PageRequest) => readonly PageQuery[];

/** A page's query from the options the page itself uses (`api.queryOptions(…)`). */
export function pageQuery<TData, TError, TKey extends QueryKey>(
  options: FetchQueryOptions<TData, TError, TData, TKey>,
): PageQuery {
  return (client) => client.prefetchQuery(options);
}

/** A record page's first query: its record, by the route's `:id` (none for a bad id). */
export function recordPageQuery<TData, TKey extends QueryKey>(
  record: Pick<RecordDescription<TData, TKey>, 'queryOptions'>,
  { params }: PageRequest,
): PageQuery[] {
  const id = parseRouteId(params.id);
  return id === null ? [] : [pageQuery(record.queryOptions(id))];
}
