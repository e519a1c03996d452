import { type ReactNode, useMemo } from 'react';
import {
  type ColumnLayout,
  type ListPrefs,
  updateListPrefs,
  useListPrefs,
} from './list-prefs-store';

// Columns of one's own (docs/engineering.md#saved-views-and-columns): the table, the phone's
// cards and the export (when asked for the columns shown) all take the same `shown`.

export type Column = { id: string; header: ReactNode };

/** Every column in the person's order, each with whether it shows; new columns come last, shown. */
export function arrangeColumns<C extends Column>(
  columns: readonly C[],
  layout: ColumnLayout | null,
): { column: C; shown: boolean }[] {
  if (layout === null) return columns.map((column) => ({ column, shown: true }));
  const byId = new Map(columns.map((column) => [column.id, column]));
  const ordered = layout.order.flatMap((id) => byId.get(id) ?? []);
  const rest = columns.filter((column) => !layout.order.includes(column.id));
  const hidden = new Set(layout.hidden);
  const arranged = [...ordered, ...rest].map((column) => ({
    column,
    shown: !hidden.has(column.id),
  }));
  // A list always shows a column: a layout that hides every one (the list lost the others) shows all.
  return arranged.some((entry) => entry.shown)
    ? arranged
    : arranged.map((entry) => ({ ...entry, shown: true }));
}

/** The columns shown, in the person's order. */
export function shownColumns<C extends Column>(columns: readonly C[], layout: ColumnLayout | null) {
  return arrangeColumns(columns, layout)
    .filter((entry) => entry.shown)
    .map((entry) => entry.column);
}

/** A column's name in the columns dialog: its header's text. */
export function columnName(column: Column): string {
  return typeof column.header === 'string' ? column.header : column.id;
}

/** Whether a layout shows the columns exactly as the list orders them. */
function isDefault(columns: readonly Column[], layout: ColumnLayout): boolean {
  const shown = shownColumns(columns, layout);
  return shown.length === columns.length && shown.every((column, i) => column === columns[i]);
}

/**
 * The columns the table, the cards and the export of "shown columns" take; whether the person
 * changed them; `save` and `reset` answer false when the browser refused to store them.
 */
export function useListColumns<C extends Column>(list: string, columns: readonly C[]) {
  const prefs = useListPrefs(list);
  const layout = prefs.columns;
  // The same array while nothing changes: the table's rows need not draw again.
  const shown = useMemo(() => shownColumns(columns, layout), [columns, layout]);
  const keep = (next: ColumnLayout | null) =>
    updateListPrefs(list, (current: ListPrefs) => ({ ...current, columns: next }));
  return {
    shown,
    customized: layout !== null && !isDefault(columns, layout),
    layout,
    save: (next: ColumnLayout) => keep(isDefault(columns, next) ? null : next),
    reset: () => keep(null),
  };
}
