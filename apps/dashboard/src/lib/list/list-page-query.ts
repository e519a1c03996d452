import type { PagedOperationId } from '@backoffice/sdk';
import { type PageQueries, type PageQuery, type PageRequest, pageQuery } from '../page-query';
import { type ListQueryDescription, scopedQuery } from './list-description';
import { listQuery, readListParams } from './list-params';
import { listQueryOptions } from './list-query';

/** A described list's first query, from its query part: the route loads no cell of the list. */
export function describedListPageQuery<Op extends PagedOperationId>(
  description: ListQueryDescription<Op>,
  { search }: PageRequest,
): PageQuery {
  const query = scopedQuery(description, listQuery(readListParams(search, description)));
  const { queryKey, queryFn } = listQueryOptions(description.operation, query);
  return pageQuery({ queryKey, queryFn });
}

/** A one-list route's first queries: `export const userPageQueries = listPageQueries(userListQuery)`. */
export function listPageQueries<Op extends PagedOperationId>(
  description: ListQueryDescription<Op>,
): PageQueries {
  return (request) => [describedListPageQuery(description, request)];
}
