import type * as React from 'react';
import { AlertCircleIcon } from './icons';

/** Rows the user picks for an action on many at once; the caller keeps what is picked. */
export type DataTableSelection<Row> = {
  isSelected: (row: Row) => boolean;
  /** One row's box changed, or the header box picked or dropped every row of the page. */
  onChange: (rows: readonly Row[], selected: boolean) => void;
  /** The row's box, read by assistive tech: `Pilih Budi Santoso`. */
  label: (row: Row) => string;
  /** Locks every box (an action is running on the picked rows). */
  disabled?: boolean;
};

/** The header box's name. */
export const PAGE_SELECT_LABEL = 'Pilih semua di halaman ini';

type SelectBoxProps = {
  id?: string;
  checked: boolean;
  /** Neither checked nor unchecked: some rows of the page are picked (announced as "mixed"). */
  mixed?: boolean;
  label: string;
  disabled?: boolean;
  /** The id of a message about the row, read after the box's name and state. */
  describedBy?: string | undefined;
  onCheckedChange: (checked: boolean) => void;
};

/**
 * A native checkbox: Tab reaches it, Space toggles it, and the browser announces its state,
 * mixed included (the DOM's `indeterminate`, which only a property sets).
 */
export function SelectBox({
  id,
  checked,
  mixed = false,
  label,
  disabled = false,
  describedBy,
  onCheckedChange,
}: SelectBoxProps) {
  return (
    <input
      type="checkbox"
      id={id}
      data-slot="data-table-select"
      ref={(box) => {
        if (box) box.indeterminate = mixed;
      }}
      checked={checked}
      aria-label={label}
      aria-describedby={describedBy}
      disabled={disabled}
      onChange={(event) => onCheckedChange(event.target.checked)}
      // 20 px, with room around it in its cell: a finger's target on a phone (WCAG 2.5.8).
      className="size-5 cursor-pointer align-middle accent-secondary dark:accent-link disabled:cursor-not-allowed disabled:opacity-60"
    />
  );
}

/** The header box of the rows on screen: picks them all unless all are picked, then drops them. */
export function PageSelectBox<Row>({
  id,
  rows,
  selection,
}: {
  id?: string;
  rows: readonly Row[];
  selection: DataTableSelection<Row>;
}) {
  const picked = rows.filter(selection.isSelected).length;
  const all = picked > 0 && picked === rows.length;
  return (
    <SelectBox
      id={id}
      checked={all}
      mixed={picked > 0 && !all}
      label={PAGE_SELECT_LABEL}
      disabled={selection.disabled === true || rows.length === 0}
      onCheckedChange={() => selection.onChange(rows, !all)}
    />
  );
}

/** What both layouts show of a row beside its cells (DataTable's `rowParts`). */
export type RowParts = {
  key: React.Key;
  selected: boolean;
  /** The row's SelectBox and RowMessage, when it has them. */
  box: React.ReactNode;
  note: React.ReactNode;
};

/** A picked row's tint, in the table and on a card. */
export const SELECTED_ROW_CLASSES =
  'bg-secondary/10 hover:bg-secondary/15 dark:bg-secondary/30 dark:hover:bg-secondary/40';

/** A message about one row (a bulk action that failed for it), under the row. */
export function RowMessage({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <p
      id={id}
      data-slot="data-table-row-message"
      className="flex items-start gap-2 text-danger-text text-sm"
    >
      <AlertCircleIcon className="mt-0.5 shrink-0" />
      <span className="min-w-0 wrap-break-word">{children}</span>
    </p>
  );
}
