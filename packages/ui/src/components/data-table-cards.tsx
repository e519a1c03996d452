import * as React from 'react';
import { cn } from '../lib/cn';
import { BusyBar } from './busy-bar';
import type { DataTableProps } from './data-table-column';
import {
  PAGE_SELECT_LABEL,
  PageSelectBox,
  type RowParts,
  SELECTED_ROW_CLASSES,
} from './data-table-selection';
import { Skeleton } from './skeleton';

// Below the phone breakpoint a list's rows are cards: packages/ui/README.md, "Lists on every
// screen width".
export type DataTableCardsProps<Row> = DataTableProps<Row> & {
  busy: boolean;
  rowParts: (row: Row, index: number) => RowParts;
  firstNumber: number;
  state: 'loading' | 'error' | 'empty' | 'rows';
  /** The failed load or the empty list's text, as DataTable shows it. */
  instead: React.ReactNode;
  skeletonRows: number;
};

/** A card's box; its background is a picked row's tint or the card's. */
const CARD = 'grid gap-3 rounded-lg border p-4';

export function DataTableCards<Row>({
  caption,
  busy,
  columns,
  list: { rows, stale },
  firstNumber,
  rowActions,
  selection,
  rowParts,
  state,
  instead,
  skeletonRows,
}: DataTableCardsProps<Row>) {
  const pageBoxId = React.useId();
  if (state === 'error' || state === 'empty') {
    return (
      <div
        data-slot={state === 'empty' ? 'data-table-empty' : undefined}
        className="rounded-lg border bg-card px-4 py-10 text-center text-muted-foreground text-sm"
      >
        {instead}
      </div>
    );
  }

  const shown = columns.filter((column) => column.card !== 'hidden');
  // The title: the column marked `card: 'title'`, else the first one shown on cards.
  const title = shown.find((column) => column.card === 'title') ?? shown[0];
  const status = shown.find((column) => column !== title && column.fit === 'status');
  const fields = shown.filter((column) => column !== title && column !== status);
  const name = busy ? `${caption} (memuat data)` : caption;
  const list = (
    <ol aria-label={name} aria-busy={busy || undefined} start={firstNumber} className="grid gap-3">
      {state === 'loading' || rows === undefined
        ? Array.from({ length: skeletonRows }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cards have nothing else to key on
            <li key={i} data-slot="data-table-skeleton" className={cn(CARD, 'bg-card')}>
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-1/2" />
            </li>
          ))
        : rows.map((row, index) => {
            const { key, selected, box, note } = rowParts(row, index);
            return (
              <li
                key={key}
                data-slot="data-table-row"
                data-selected={selected || undefined}
                className={cn(
                  CARD,
                  'min-w-0 text-card-foreground text-sm',
                  selected ? SELECTED_ROW_CLASSES : 'bg-card',
                )}
              >
                {title || box || status ? (
                  <div className="flex min-w-0 items-start gap-3">
                    {box}
                    {title ? (
                      <div
                        data-slot="data-table-card-title"
                        className="min-w-0 flex-1 font-medium wrap-break-word"
                      >
                        {title.cell(row, index)}
                      </div>
                    ) : null}
                    {status ? (
                      // Named by its column's header for a screen reader; seen, it speaks for itself.
                      <div data-slot="data-table-card-status" className="ml-auto shrink-0">
                        <span className="sr-only">{status.header}: </span>
                        {status.cell(row, index)}
                      </div>
                    ) : null}
                  </div>
                ) : null}
                {fields.length > 0 ? (
                  <dl className="grid grid-cols-[minmax(5rem,auto)_minmax(0,1fr)] gap-x-4 gap-y-2">
                    {fields.map((column) => (
                      <div
                        key={column.id}
                        className="col-span-2 grid grid-cols-subgrid items-center"
                      >
                        <dt className="text-muted-foreground">{column.header}</dt>
                        <dd className="min-w-0 wrap-break-word">{column.cell(row, index)}</dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
                {note}
                {rowActions ? (
                  // biome-ignore lint/a11y/useSemanticElements: a fieldset would draw its own frame; the group only names the actions
                  <div
                    role="group"
                    aria-label="Aksi"
                    className="flex flex-wrap items-center justify-end gap-2 border-t pt-3"
                  >
                    {rowActions(row)}
                  </div>
                ) : null}
              </li>
            );
          })}
    </ol>
  );
  // The previous page's cards stay readable while the next loads; the bar above them says so.
  const shownCards = (
    <div className="relative">
      {stale ? <BusyBar className="-top-2" /> : null}
      {list}
    </div>
  );
  if (!selection) return shownCards;
  // No header row on cards: the page's box stands above them, its name as its visible label.
  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3 px-4 text-sm">
        <PageSelectBox id={pageBoxId} rows={rows ?? []} selection={selection} />
        <label htmlFor={pageBoxId} className="cursor-pointer">
          {PAGE_SELECT_LABEL}
        </label>
      </div>
      {shownCards}
    </div>
  );
}
