import type * as React from 'react';

/** One column of a DataTable: a header cell, a body cell per row, and how it shows on a card. */
export type DataTableColumn<Row> = {
  id: string;
  header: React.ReactNode;
  cell: (row: Row, index: number) => React.ReactNode;
  /** Applied to the column's header and body cells in the table (width, alignment). */
  className?: string;
  /**
   * On a phone, where each row is a card: `title` puts this column's cell on top of the card
   * without its header (by default the first column shown is the title); `hidden` leaves the
   * column off cards, for what the title or another field already says.
   */
  card?: 'title' | 'hidden';
};
