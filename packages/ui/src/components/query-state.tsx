import type * as React from 'react';
import { useErrorText } from '../lib/error-text';
import { ErrorState } from './error-state';

/** The part of a React Query result read here (the kit does not depend on React Query). */
export type QueryLike<Data> = {
  data: Data | undefined;
  error: { message: string } | null;
  isPending: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};

export type QueryStateProps<Data> = {
  query: QueryLike<Data>;
  /** What stands in while the first answer is on its way (a skeleton of the content). */
  loading: React.ReactNode;
  /** The content, from the answer. */
  children: (data: Data) => React.ReactNode;
};

/**
 * One place for a query's states: loading, failed (with a retry), and the content. Data already
 * on screen stays when a refetch fails: the error shows only when there is no data.
 */
export function QueryState<Data>({ query, loading, children }: QueryStateProps<Data>) {
  const errorText = useErrorText();
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.error) {
    return (
      <ErrorState
        className="rounded-xl border bg-card px-6 py-12"
        message={errorText(query.error)}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return (
    <div aria-busy="true" data-slot="loading-state">
      {loading}
    </div>
  );
}
