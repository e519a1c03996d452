import type { PagedOperationId, PageRow } from '@backoffice/sdk';
import type { ListView } from '@backoffice/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { useKeptAnswer } from '../use-kept-answer';
import { type ListDescription, scopedQuery } from './list-description';
import { useListParams } from './list-params';
import { listQueryOptions } from './list-query';

export type DescribedListState<Op extends PagedOperationId> = ReturnType<
  typeof useDescribedList<Op>
>;

/**
 * A described list's URL state and page of rows; a page that needs the answer beside the table
 * (a balance) hands it on to `DescribedList`. The previous page stays on screen while the next
 * loads, and when it fails, with the error. A page past the end (the last row deleted, an old
 * link) moves to the last page in place.
 */
export function useDescribedList<Op extends PagedOperationId>(description: ListDescription<Op>) {
  const params = useListParams(description);
  const query = useQuery({
    ...listQueryOptions(description.operation, scopedQuery(description, params.query)),
    placeholderData: keepPreviousData,
  });
  const answer = query.data;
  // A page that fails to load leaves the last one on screen, the error above it with its retry.
  const { shown, failed } = useKeptAnswer(query);
  const beyondEnd =
    answer !== undefined &&
    !query.isPlaceholderData &&
    answer.meta.totalpage >= 1 &&
    answer.meta.page > answer.meta.totalpage
      ? answer.meta.totalpage
      : null;

  const movePage = useEffectEvent((page: number) => params.setPage(page, { replace: true }));
  useEffect(() => {
    if (beyondEnd !== null) movePage(beyondEnd);
  }, [beyondEnd]);

  const list: ListView<PageRow<Op>> = {
    rows: shown?.data,
    loading: query.isPending,
    stale: query.isPlaceholderData,
    error: failed ? query.error : null,
    retry: () => query.refetch(),
    retrying: query.isFetching,
    // The one place the API's paging meta becomes the scaffold's; the meta does not echo the
    // page size asked for, which the `No` column counts from.
    paging: shown
      ? {
          page: shown.meta.page,
          pageSize: params.limit,
          totalpage: shown.meta.totalpage,
          totaldata: shown.meta.totaldata,
          totalDataOnPage: shown.meta.totalDataOnPage,
        }
      : undefined,
  };
  return { description, params, paged: { list, query } };
}
