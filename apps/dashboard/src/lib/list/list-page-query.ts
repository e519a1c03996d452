import type { PagedOperationId } from '@backoffice/sdk';
import { listQuery, readListParams } from '../list-params';
import { type PageQuery, type PageRequest, pageQuery } from '../page-query';
import { type ListDescription, listParamsOf, scopedQuery } from './list-description';
import { listQueryOptions } from './list-query';

/** A described list's first query: the page of rows its URL asks for, as the list asks for it. */
export function describedListPageQuery<Op extends PagedOperationId>(
  description: ListDescription<Op>,
  { search }: PageRequest,
): PageQuery {
  const query = scopedQuery(
    description,
    listQuery(readListParams(search, listParamsOf(description))),
  );
  const { queryKey, queryFn } = listQueryOptions(description.operation, query);
  return pageQuery({ queryKey, queryFn });
}
