import type { PagedOperationId } from '@backoffice/sdk';
import { type UseListParams, useListParams } from '../use-list-params';
import { type PagedList, usePagedList } from '../use-paged-list';
import { type ListDescription, listParamsOf } from './list-description';
import { type ListPageAnswer, listQueryOptions } from './list-query';

export type DescribedListState<Op extends PagedOperationId> = {
  description: ListDescription<Op>;
  params: UseListParams<Op>;
  paged: PagedList<ListPageAnswer<Op>>;
};

/**
 * A described list's URL state and its page of rows. A page that needs the answer beside the
 * table (a balance above the withdrawals) calls this and hands the result to `DescribedList`.
 */
export function useDescribedList<Op extends PagedOperationId>(
  description: ListDescription<Op>,
): DescribedListState<Op> {
  const params = useListParams(listParamsOf(description));
  const paged = usePagedList(listQueryOptions(description.operation, params.query), params);
  return { description, params, paged };
}
