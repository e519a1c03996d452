import type * as React from 'react';
import { cn } from '../lib/cn';
import { ErrorState } from './error-state';
import { Pagination } from './pagination';
import { Skeleton } from './skeleton';

export type DataTableColumn<Row> = {
  id: string;
  header: React.ReactNode;
  cell: (row: Row, index: number) => React.ReactNode;
  /** Applied to the column's header and body cells (width, alignment). */
  className?: string;
};

export type DataTableProps<Row> = {
  /** Names the table for assistive tech; shown only when `captionVisible`. */
  caption: string;
  captionVisible?: boolean;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[] | undefined;
  /** Defaults to `row.id` when the row has one, else the position. */
  rowKey?: (row: Row, index: number) => React.Key;
  /** Current page (1-based) and page size, for the `No` column and the pagination. */
  page?: number;
  pageSize?: number;
  /** Leading `No` column: `(page - 1) * pageSize + index + 1`, or the row's own `no`. */
  showNumber?: boolean;
  loading?: boolean;
  /**
   * The message of a failed load, shown instead of the rows (for an API error, `error.message`,
   * which the SDK already falls back to the product's text).
   */
  error?: Exclude<React.ReactNode, boolean>;
  /** Shows "Coba lagi"; a returned promise (a refetch) keeps the button busy: no double send. */
  onRetry?: () => unknown;
  /** A retry under way that the caller knows of (the query is fetching again). */
  retrying?: boolean;
  emptyMessage?: React.ReactNode;
  skeletonRows?: number;
  /** Pagination shows when `totalpage` and `onPageChange` are given. */
  totalpage?: number;
  onPageChange?: (page: number) => void;
  /** `meta.totaldata`; adds "Menampilkan X dari Y data" under the table. */
  totaldata?: number;
  /** `meta.totalDataOnPage`; defaults to the number of rows. */
  totalDataOnPage?: number;
  className?: string;
};

export const DEFAULT_EMPTY_MESSAGE = 'Belum ada data.';

function ownField(row: unknown, field: string): unknown {
  if (typeof row !== 'object' || row === null || !(field in row)) return undefined;
  return (row as Record<string, unknown>)[field];
}

function rowNumber(row: unknown, index: number, page: number, pageSize: number): React.ReactNode {
  const own = ownField(row, 'no');
  if (typeof own === 'number' || (typeof own === 'string' && own !== '')) return own;
  return (page - 1) * pageSize + index + 1;
}

function defaultRowKey(row: unknown, index: number): React.Key {
  const id = ownField(row, 'id');
  return typeof id === 'string' || typeof id === 'number' ? id : index;
}

const cellClasses = 'px-4 py-3 align-middle';

export function DataTable<Row>({
  caption,
  captionVisible = false,
  columns,
  rows,
  rowKey = defaultRowKey,
  page = 1,
  pageSize = 15,
  showNumber = true,
  loading = false,
  error,
  onRetry,
  retrying,
  emptyMessage = DEFAULT_EMPTY_MESSAGE,
  skeletonRows = 5,
  totalpage,
  onPageChange,
  totaldata,
  totalDataOnPage,
  className,
}: DataTableProps<Row>) {
  const hasError = error !== undefined && error !== null && error !== '';
  const list = rows ?? [];
  const columnCount = columns.length + (showNumber ? 1 : 0);

  let body: React.ReactNode;
  if (loading) {
    body = Array.from({ length: skeletonRows }, (_, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing else to key on
      <tr key={i} data-slot="data-table-skeleton" className="border-b">
        {Array.from({ length: columnCount }, (_, c) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have nothing else to key on
          <td key={c} className={cellClasses}>
            <Skeleton className="h-4 w-full max-w-40" />
          </td>
        ))}
      </tr>
    ));
  } else if (hasError) {
    body = (
      <tr>
        <td colSpan={columnCount} className="px-4 py-10">
          <ErrorState
            data-slot="data-table-error"
            message={error}
            onRetry={onRetry}
            retrying={retrying}
          />
        </td>
      </tr>
    );
  } else if (list.length === 0) {
    body = (
      <tr>
        <td
          colSpan={columnCount}
          data-slot="data-table-empty"
          className="px-4 py-10 text-center text-muted-foreground"
        >
          {emptyMessage}
        </td>
      </tr>
    );
  } else {
    body = list.map((row, index) => (
      <tr
        key={rowKey(row, index)}
        data-slot="data-table-row"
        className="border-b transition-colors last:border-b-0 hover:bg-muted/50"
      >
        {showNumber ? (
          <td className={cn(cellClasses, 'w-14 text-muted-foreground tabular-nums')}>
            {rowNumber(row, index, page, pageSize)}
          </td>
        ) : null}
        {columns.map((column) => (
          <td key={column.id} className={cn(cellClasses, column.className)}>
            {column.cell(row, index)}
          </td>
        ))}
      </tr>
    ));
  }

  const showPagination =
    !hasError &&
    totalpage !== undefined &&
    onPageChange !== undefined &&
    (totalpage > 1 || totaldata !== undefined);

  return (
    <div data-slot="data-table" className={cn('grid gap-4', className)}>
      <div className="overflow-x-auto rounded-lg border bg-card text-card-foreground">
        <table aria-busy={loading || undefined} className="w-full text-sm">
          <caption
            className={cn(
              captionVisible ? 'px-4 py-3 text-left text-muted-foreground text-sm' : 'sr-only',
            )}
          >
            {caption}
            {loading ? <span className="sr-only"> (memuat data)</span> : null}
          </caption>
          <thead className="bg-muted/60">
            <tr className="border-b">
              {showNumber ? (
                <th scope="col" className={cn(cellClasses, 'w-14 text-left font-medium')}>
                  No
                </th>
              ) : null}
              {columns.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  className={cn(cellClasses, 'text-left font-medium', column.className)}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{body}</tbody>
        </table>
      </div>
      {showPagination ? (
        <Pagination
          page={page}
          totalpage={totalpage}
          onPageChange={onPageChange}
          totaldata={totaldata}
          totalDataOnPage={totalDataOnPage ?? list.length}
          disabled={loading}
        />
      ) : null}
    </div>
  );
}
