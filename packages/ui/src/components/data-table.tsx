import * as React from 'react';
import { useMediaQuery } from '../hooks/use-media-query';
import { cn } from '../lib/cn';
import { useErrorText } from '../lib/error-text';
import { DataTableCards } from './data-table-cards';
import { columnAlign, columnFitClasses, type DataTableProps } from './data-table-column';
import {
  PageSelectBox,
  RowMessage,
  type RowParts,
  SELECTED_ROW_CLASSES,
  SelectBox,
} from './data-table-selection';
import { ErrorState } from './error-state';
import { Pagination } from './pagination';
import { Skeleton } from './skeleton';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from './table';

/**
 * Below Tailwind's `sm` (40rem: a phone held upright) a list's rows are cards. A max-width, so a
 * browser without matchMedia (a unit test) gets the table.
 */
export const CARD_LAYOUT_QUERY = '(max-width: 639px)';

/** A row's key: its `id` when it has one, else its place. */
function rowKey(row: unknown, index: number): React.Key {
  const id = typeof row === 'object' && row !== null ? (row as { id?: unknown }).id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? id : index;
}

/**
 * A list screen's table (cards on a phone): toolbar, rows or what stands in for them, pagination.
 * It knows nothing of the API (the dashboard maps the API's meta to `ListPaging` in one place).
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { caption, columns, list, onPageChange, rowActions, selection, rowMessage } = props;
  const { selectionBar, empty = 'Belum ada data.', skeletonRows = 5, toolbar } = props;
  const noteIds = React.useId();
  const { rows, loading = false, stale = false, error = null, paging } = list;
  const errorText = useErrorText();
  const errorState = (className?: string) => (
    <ErrorState
      data-slot="data-table-error"
      className={className}
      message={error === null ? '' : errorText(error)}
      onRetry={list.retry}
      retrying={list.retrying}
    />
  );
  // A load that failed with rows still on screen (the page before): they stay, the error and its
  // retry above them.
  const keptError = error !== null && rows !== undefined;
  const cards = useMediaQuery(CARD_LAYOUT_QUERY);
  const columnCount = columns.length + 1 + (rowActions ? 1 : 0) + (selection ? 1 : 0);
  const rowParts = (row: Row, index: number): RowParts => {
    const key = rowKey(row, index);
    const message = rowMessage?.(row);
    // An id is one token (aria-describedby lists ids by spaces): a key's spaces would split it.
    const noteId = message ? `${noteIds}-${String(key).replace(/\s/g, '_')}` : undefined;
    const selected = selection?.isSelected(row) ?? false;
    return {
      key,
      selected,
      box: selection ? (
        <SelectBox
          checked={selected}
          label={selection.label(row)}
          disabled={selection.disabled}
          describedBy={noteId}
          onCheckedChange={(checked) => selection.onChange([row], checked)}
        />
      ) : null,
      note: noteId ? <RowMessage id={noteId}>{message}</RowMessage> : null,
    };
  };
  const firstNumber = paging ? (paging.page - 1) * paging.pageSize + 1 : 1;
  const state =
    loading && rows === undefined
      ? 'loading'
      : error !== null && rows === undefined
        ? 'error'
        : !rows || rows.length === 0
          ? 'empty'
          : 'rows';
  // What stands in place of the rows, in the table's one cell or the cards' one box.
  const instead = state === 'error' ? errorState() : empty;

  let body: React.ReactNode;
  if (state === 'loading') {
    body = Array.from({ length: skeletonRows }, (_, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing else to key on
      <TableRow key={i} data-slot="data-table-skeleton">
        {Array.from({ length: columnCount }, (_, c) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have nothing else to key on
          <TableCell key={c}>
            <Skeleton className="h-4 w-full max-w-40" />
          </TableCell>
        ))}
      </TableRow>
    ));
  } else if (cards) {
    body = null;
  } else if (state !== 'rows') {
    body = (
      <TableRow hoverTint={false}>
        <TableCell
          colSpan={columnCount}
          data-slot={state === 'empty' ? 'data-table-empty' : undefined}
          density="spacious"
          className="text-center text-muted-foreground"
        >
          {instead}
        </TableCell>
      </TableRow>
    );
  } else {
    body = rows?.map((row, index) => {
      const { key, selected, box, note } = rowParts(row, index);
      const tint = selected ? SELECTED_ROW_CLASSES : undefined;
      return (
        <React.Fragment key={key}>
          <TableRow
            data-slot="data-table-row"
            data-selected={selected || undefined}
            hoverTint={!selected}
            divider={!note}
            className={tint}
          >
            {box ? <TableCell className="w-px">{box}</TableCell> : null}
            <TableCell className="w-px text-muted-foreground tabular-nums">
              {firstNumber + index}
            </TableCell>
            {columns.map((column) => (
              <TableCell
                key={column.id}
                data-fit={column.fit ?? 'text'}
                align={columnAlign(column)}
                className={columnFitClasses(column)}
              >
                {column.cell(row, index)}
              </TableCell>
            ))}
            {rowActions ? (
              // As narrow as its actions side by side: the room goes to the data columns.
              <TableCell align="right" className="w-px">
                <div className="flex items-center justify-end gap-1">{rowActions(row)}</div>
              </TableCell>
            ) : null}
          </TableRow>
          {note ? (
            <TableRow data-slot="data-table-row-note" hoverTint={false} className={tint}>
              <TableCell colSpan={columnCount} className="pt-0">
                {note}
              </TableCell>
            </TableRow>
          ) : null}
        </React.Fragment>
      );
    });
  }

  const busy = loading || stale;
  return (
    <div data-slot="data-table" className="grid min-w-0 gap-4">
      {toolbar}
      {selectionBar}
      {keptError ? errorState('rounded-lg border p-4') : null}
      {cards ? (
        <DataTableCards
          {...props}
          busy={busy}
          firstNumber={firstNumber}
          rowParts={rowParts}
          state={state}
          instead={instead}
          skeletonRows={skeletonRows}
        />
      ) : (
        <Table scrollLabel={caption} aria-busy={busy || undefined}>
          <TableCaption>
            {caption}
            {busy ? ' (memuat data)' : null}
          </TableCaption>
          <TableHeader>
            <TableRow hoverTint={false}>
              {selection ? (
                <TableHead className="w-px">
                  <PageSelectBox rows={rows ?? []} selection={selection} />
                </TableHead>
              ) : null}
              <TableHead className="w-px">No</TableHead>
              {columns.map((column) => (
                // A header is read whole: `Klien / Freelancer` on one line.
                <TableHead
                  key={column.id}
                  align={columnAlign(column)}
                  className={cn(columnFitClasses(column, 'head'), 'whitespace-nowrap')}
                >
                  {column.header}
                </TableHead>
              ))}
              {rowActions ? (
                <TableHead align="right" className="w-px">
                  Aksi
                </TableHead>
              ) : null}
            </TableRow>
          </TableHeader>
          <TableBody>{body}</TableBody>
        </Table>
      )}
      {paging && onPageChange && state !== 'error' ? (
        <Pagination paging={paging} onPageChange={onPageChange} disabled={busy} />
      ) : null}
    </div>
  );
}
