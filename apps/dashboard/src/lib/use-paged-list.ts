import type { ApiError } from '@backoffice/sdk';
import type { ListView } from '@backoffice/ui';
import {
  keepPreviousData,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
  useQuery,
} from '@tanstack/react-query';
import { type PagedAnswer, pagingFromMeta, type RowOf } from './paged-list';

export type PagedList<Answer extends PagedAnswer<unknown>> = {
  /** What `DataTable` shows: rows, paging and the query's states, in one object. */
  list: ListView<RowOf<Answer>>;
  query: UseQueryResult<Answer, ApiError>;
};

/**
 * A paged list from an operation's `queryOptions`: the previous page stays on screen (dimmed,
 * `aria-busy`) while the next loads, and a failed load shows only when there is nothing to show.
 */
export function usePagedList<Answer extends PagedAnswer<unknown>, Key extends QueryKey>(
  options: UseQueryOptions<Answer, ApiError, Answer, Key>,
  limit: number,
): PagedList<Answer> {
  const query = useQuery({ ...options, placeholderData: keepPreviousData });
  const answer = query.data;
  return {
    query,
    list: {
      rows: answer?.data as RowOf<Answer>[] | undefined,
      loading: query.isPending,
      stale: query.isPlaceholderData,
      error: answer === undefined ? query.error : null,
      retry: () => query.refetch(),
      retrying: query.isFetching,
      paging: answer ? pagingFromMeta(answer.meta, limit) : undefined,
    },
  };
}
