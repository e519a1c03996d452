import type { ApiError, PagedOperationId, PageRow } from '@backoffice/sdk';
import type { ListView } from '@backoffice/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ListDescription, listParamsOf, scopedQuery } from './list-description';
import { type UseListParams, useListParams } from './list-params';
import { type ListPageAnswer, listQueryOptions } from './list-query';
import { usePagedList } from './paged-list';

export type DescribedListState<Op extends PagedOperationId> = {
  description: ListDescription<Op>;
  params: UseListParams<Op>;
  paged: { list: ListView<PageRow<Op>>; query: UseQueryResult<ListPageAnswer<Op>, ApiError> };
};

/** For a page that needs the answer beside the table (a balance), handed on to `DescribedList`. */
export function useDescribedList<Op extends PagedOperationId>(
  description: ListDescription<Op>,
): DescribedListState<Op> {
  const params = useListParams(listParamsOf(description));
  const { list, query } = usePagedList(
    listQueryOptions(description.operation, scopedQuery(description, params.query)),
    params,
  );
  // The rows are the operation's own; the generic answer type hides that from RowOf.
  return { description, params, paged: { list: list as ListView<PageRow<Op>>, query } };
}
