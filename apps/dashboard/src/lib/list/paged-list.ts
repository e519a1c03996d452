import type { ApiError, PageMeta } from '@backoffice/sdk';
import type { ListView } from '@backoffice/ui';
import {
  keepPreviousData,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
  useQuery,
} from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useKeptAnswer } from '../use-kept-answer';

export type PagedAnswer<Row> = { data: Row[]; meta: PageMeta };

export type RowOf<Answer> = Answer extends PagedAnswer<infer Row> ? Row : never;

export type PagedList<Answer extends PagedAnswer<unknown>> = {
  list: ListView<RowOf<Answer>>;
  query: UseQueryResult<Answer, ApiError>;
};

export type PagingParams = {
  limit: number;
  setPage: (page: number, options?: { replace?: boolean }) => void;
};

/**
 * The previous page stays on screen while the next loads, and when it fails, with the error. A
 * page past the end (the last row deleted, an old link) moves to the last page in place.
 */
export function usePagedList<Raw, Answer extends PagedAnswer<unknown>, Key extends QueryKey>(
  options: UseQueryOptions<Raw, ApiError, Answer, Key>,
  { limit, setPage }: PagingParams,
): PagedList<Answer> {
  const query = useQuery({ ...options, placeholderData: keepPreviousData });
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

  // The latest setter, without re-running the effect for a new function identity each render.
  const movePage = useRef(setPage);
  movePage.current = setPage;
  useEffect(() => {
    if (beyondEnd !== null) movePage.current(beyondEnd, { replace: true });
  }, [beyondEnd]);

  return {
    query,
    list: {
      rows: shown?.data as RowOf<Answer>[] | undefined,
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
            pageSize: limit,
            totalpage: shown.meta.totalpage,
            totaldata: shown.meta.totaldata,
            totalDataOnPage: shown.meta.totalDataOnPage,
          }
        : undefined,
    },
  };
}
