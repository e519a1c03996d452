import type { PagedOperationId, PageRow } from '@backoffice/sdk';
import type { QueryKey } from '@tanstack/react-query';
import type { QueryOf } from './list-params';
import { listKeyOf } from './list-query';

/**
 * Where a list's rows come from when its export writes them all, or a bulk action reaches every
 * one: a paged operation, every row matching the list's query (its search, filters and tab),
 * read page by page when needed; or the rows a page holds whole, inside another answer (the
 * partner's referral codes in its dashboard), which `queryKey` reads.
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

/** Every row of `operation` that matches the list's `query` (its page and limit left out). */
export function pagedRows<Op extends PagedOperationId>(
  operation: Op,
  query: QueryOf<Op>,
): RowsSource<PageRow<Op>> {
  return { kind: 'paged', operation, query };
}

/** The rows a page already holds, from the answer of the query `queryKey`. */
export function heldRows<Row>(rows: readonly Row[], queryKey: QueryKey): RowsSource<Row> {
  return { kind: 'held', rows, queryKey };
}

/** The queries to refetch once the source's rows changed (after a bulk action). */
export function sourceQueryKey<Row>(source: RowsSource<Row>): QueryKey {
  return source.kind === 'paged' ? listKeyOf(source.operation) : source.queryKey;
}
