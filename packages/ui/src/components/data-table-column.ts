import type * as React from 'react';
import type { DataTableSelection } from './data-table-selection';
import type { ListPaging } from './pagination';

/**
 * How a column takes the table's width, from what it holds (docs/engineering.md#tables-that-fit):
 * `text` (the default) wraps and shares the room left; `line` is read whole, on one line;
 * `number` likewise, right-aligned; `status` is the row's badge or switch, beside a card's title.
 */
export type ColumnFit = 'text' | 'line' | 'number' | 'status';

/** The table's classes of each fit, on the header and on every cell of the column. */
const COLUMN_FIT_CLASSES: Record<ColumnFit, string> = {
  text: 'wrap-break-word',
  // `w-px`: as narrow as the content allows, so the room left goes to the text columns. No break
  // after an e-mail's `@` either (Breakable's <wbr>, which a narrow phone's card keeps).
  line: 'w-px whitespace-nowrap [&_wbr]:hidden',
  number: 'w-px whitespace-nowrap tabular-nums',
  status: 'w-px whitespace-nowrap',
};

/** One column of a DataTable: a header cell, a body cell per row, and how it shows on a card. */
export type DataTableColumn<Row> = {
  id: string;
  header: React.ReactNode;
  cell: (row: Row, index: number) => React.ReactNode;
  /** How the column is sized; `text` when left out. A column has no width or classes of its own. */
  fit?: ColumnFit;
  /** On a phone's card: `title` on top without its header (else the first shown), or `hidden`. */
  card?: 'title' | 'hidden';
};

/**
 * The classes of a column's header or cells. A text column's cells are never narrower than a few
 * words (not one word per line); its header alone (an empty list) asks for no more than its name.
 */
export function columnFitClasses(
  column: { fit?: ColumnFit | undefined },
  part: 'head' | 'cell' = 'cell',
): string {
  const fit = column.fit ?? 'text';
  return fit === 'text' && part === 'cell' ? 'min-w-40 wrap-break-word' : COLUMN_FIT_CLASSES[fit];
}

/** Figures line up on the right, their header too (columnAlign's `undefined`: the part's own). */
export function columnAlign(column: { fit?: ColumnFit | undefined }): 'right' | undefined {
  return column.fit === 'number' ? 'right' : undefined;
}

/** A list's rows and the state of the query behind them (the dashboard's `useDescribedList`). */
export type ListView<Row> = {
  /** Undefined until the first answer. */
  rows: readonly Row[] | undefined;
  /** The first answer is on its way: skeleton rows stand in. */
  loading?: boolean;
  /** The rows on screen are the previous page's while the next loads: a busy bar, `aria-busy`. */
  stale?: boolean;
  /** A failed load with nothing to show (rows already on screen stay when a refetch fails). */
  error?: { message: string } | null;
  /** "Coba lagi"; a returned promise keeps the button busy, so a second press sends nothing. */
  retry?: () => unknown;
  /** A refetch under way (another retry, or one started elsewhere). */
  retrying?: boolean;
  /** Absent for a list that is not paged: no pagination, no totals. */
  paging?: ListPaging;
};

export type DataTableProps<Row> = {
  /** Names the table for assistive tech (not shown). */
  caption: string;
  columns: readonly DataTableColumn<Row>[];
  list: ListView<Row>;
  /** Pagination shows when the list is paged and this is given. */
  onPageChange?: (page: number) => void;
  /** The row's actions (edit, delete, accept …), in a last column headed `Aksi`. */
  rowActions?: (row: Row) => React.ReactNode;
  /** A checkbox before each row and one for the page, for actions on many rows at once. */
  selection?: DataTableSelection<Row>;
  /** A message under a row, read with its checkbox (why a bulk action failed for it). */
  rowMessage?: (row: Row) => string | undefined;
  /** What can be done with the picked rows, between the toolbar and the rows. */
  selectionBar?: React.ReactNode;
  /** Shown in place of the rows when the answer has none (`Belum ada data.` unless given). */
  empty?: React.ReactNode;
  skeletonRows?: number;
  /** Search and filters above the table (ListToolbar). */
  toolbar?: React.ReactNode;
};
