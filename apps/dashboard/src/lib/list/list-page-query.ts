import type { PagedOperationId } from '@backoffice/sdk';
import { type PageQuery, type PageRequest, pageQuery } from '../page-query';
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
