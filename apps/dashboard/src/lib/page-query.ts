import type { FetchQueryOptions } from '@tanstack/react-query';
import {
  type ListParamsSpec,
  listQuery,
  type OperationId,
  type QueryOf,
  readListParams,
} from './list-params';
import { parseRouteId } from './route-id';

/** What a page's first queries depend on: the URL's query string and the route's parameters. */
export type PageRequest = {
  /** The query string, without `?`. */
  search: string;
  params: Readonly<Record<string, string | undefined>>;
};

// biome-ignore lint/suspicious/noExplicitAny: each query has its own answer type
type AnyQueryOptions = FetchQueryOptions<any, any, any, any>;

/**
 * The queries a page asks for as soon as it shows, in a module of its own (the feature's
 * `page-queries.ts`) that the route loads beside the page's code: the answers and the code then
 * arrive together instead of one after the other (docs/engineering.md#data-with-the-code). The
 * page asks for the same options and finds the answers there, or on their way.
 */
export type PageQueries = (request: PageRequest) => readonly AnyQueryOptions[];

/** A list page's first query: the page of rows its URL asks for (`useListParams`' query). */
export function listPageQuery<Op extends OperationId>(
  spec: ListParamsSpec<Op>,
  queryOptions: (query: QueryOf<Op>) => AnyQueryOptions,
  { search }: PageRequest,
): AnyQueryOptions {
  return queryOptions(listQuery(readListParams(search, spec)));
}

/** A detail or edit page's first query: its record, by the route's `:id` (none for a bad id). */
export function recordPageQuery(
  queryOptions: (id: number) => AnyQueryOptions,
  { params }: PageRequest,
): AnyQueryOptions[] {
  const id = parseRouteId(params.id);
  return id === null ? [] : [queryOptions(id)];
}
