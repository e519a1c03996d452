import type { PagedOperationId } from '@backoffice/sdk';
import type { QueryKey } from '@tanstack/react-query';
import { listKeyOf } from './list-query';

/**
 * Where a list's rows come from when its export writes them all, or a bulk action reaches every
 * one: every row matching a paged list's query, or the rows a page holds whole, which `queryKey` reads.
 */
export type RowsSource<Row> =
  | {
      kind: 'paged';
      operation: PagedOperationId;
      query: object;
      /** Rows left out as they are read: those unpicked from "every matching row". */
      unpicked?: { has: (row: Row) => boolean; size: number };
    }
  | { kind: 'held'; rows: readonly Row[]; queryKey: QueryKey };

/** What to refetch after a bulk action. */
export function sourceQueryKey<Row>(source: RowsSource<Row>): QueryKey {
  return source.kind === 'paged' ? listKeyOf(source.operation) : source.queryKey;
}
