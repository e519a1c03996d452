import type { PagedOperationId } from '@backoffice/sdk';
import { type PageQueries, type PageQuery, type PageRequest, pageQuery } from '../page-query';
import { type ListQueryDescription, listParamsOf, scopedQuery } from './list-description';
import { listQuery, readListParams } from './list-params';
import { listQueryOptions } from './list-query';

/**
 * A described list's first query: the page of rows its URL asks for, as the list asks for it.
 * Takes the list's query part (`partnerListQuery`), so the route's `page-queries.ts` loads no
 * cell of the list.
 */
export function describedListPageQuery<Op extends PagedOperationId>(
  description: ListQueryDescription<Op>,
  { search }: PageRequest,
): PageQuery {
  const query = scopedQuery(
    description,
    listQuery(readListParams(search, listParamsOf(description))),
  );
  const { queryKey, queryFn } = listQueryOptions(description.operation, query);
  return pageQuery({ queryKey, queryFn });
}

/**
 * The first queries of a route that shows one list: its page of rows. The list's query part
 * exports them (`export const userPageQueries = listPageQueries(userListQuery)`), and the route
 * loads that module beside the page's code.
 */
export function listPageQueries<Op extends PagedOperationId>(
  description: ListQueryDescription<Op>,
): PageQueries {
  return (request) => [describedListPageQuery(description, request)];
}
