import type { ListView } from '@backoffice/ui';
import { useState } from 'react';
import { rowKeyOf } from '../list-description';
import { type RowsSource, sourceQueryKey } from '../rows-source';

type RowKey = string | number;

/**
 * The rows a user picked on one view of a list (its search, filters and page size), kept across
 * pages; or `all` that match the view, less those `excluded` since.
 */
type Selection<Row> = {
  view: string;
  rows: ReadonlyMap<RowKey, Row>;
  all: boolean;
  excluded: ReadonlySet<RowKey>;
  /** Why the last action failed for a row still picked (the server's words). */
  messages: ReadonlyMap<RowKey, string>;
  /** An action is reading or changing the picked rows; kept with the view, so another view unlocks. */
  locked: boolean;
};

/** The view a selection belongs to: the list's query but its page. */
export function bulkViewOf(query: object): string {
  return JSON.stringify({ ...query, page: undefined });
}

export function emptySelection<Row>(view: string): Selection<Row> {
  return {
    view,
    rows: new Map(),
    all: false,
    excluded: new Set(),
    messages: new Map(),
    locked: false,
  };
}

export function isPicked<Row>(selection: Selection<Row>, key: RowKey): boolean {
  return selection.all ? !selection.excluded.has(key) : selection.rows.has(key);
}

/** `total`: how many match the view (the list's `totaldata`). */
export function pickedCount<Row>(selection: Selection<Row>, total: number): number {
  return selection.all ? Math.max(0, total - selection.excluded.size) : selection.rows.size;
}

/**
 * The picked rows of `source` as a source of their own; rows unpicked from `all` are left out as
 * read. Only a paged list picks `all` (bulk-bar.tsx): rows in hand are picked one by one.
 */
export function pickedSource<Row>(
  selection: Selection<Row>,
  source: RowsSource<Row>,
): RowsSource<Row> {
  if (!selection.all || source.kind === 'held') {
    return { kind: 'held', rows: [...selection.rows.values()], queryKey: sourceQueryKey(source) };
  }
  const { excluded } = selection;
  if (excluded.size === 0) return source;
  return {
    ...source,
    unpicked: { has: (row) => excluded.has(rowKeyOf(row)), size: excluded.size },
  };
}

/** An unpicked row's message goes. */
export function pick<Row>(
  selection: Selection<Row>,
  rows: readonly Row[],
  picked: boolean,
): Selection<Row> {
  const messages = new Map(selection.messages);
  const excluded = new Set(selection.excluded);
  const next = new Map(selection.rows);
  for (const row of rows) {
    const key = rowKeyOf(row);
    if (!picked) messages.delete(key);
    // Under `all`, a row is picked by leaving the rows left out; else by being held.
    if (selection.all) {
      if (picked) excluded.delete(key);
      else excluded.add(key);
    } else if (picked) next.set(key, row);
    else next.delete(key);
  }
  return { ...selection, rows: next, excluded, messages };
}

export function pickAllMatching<Row>(selection: Selection<Row>): Selection<Row> {
  return { ...selection, rows: new Map(), all: true, excluded: new Set() };
}

/** After an action only the rows it failed for (with their message) and those it never reached stay picked. */
export function keepUnfinished<Row>(
  selection: Selection<Row>,
  failed: readonly { row: Row; message: string }[],
  notReached: readonly Row[],
): Selection<Row> {
  const rows = new Map<RowKey, Row>();
  const messages = new Map<RowKey, string>();
  for (const { row, message } of failed) {
    rows.set(rowKeyOf(row), row);
    messages.set(rowKeyOf(row), message);
  }
  for (const row of notReached) rows.set(rowKeyOf(row), row);
  return { ...emptySelection(selection.view), rows, messages };
}

export type BulkSelection<Row> = ReturnType<typeof useBulkSelection<Row>>;

/**
 * The rows picked of `source`, whose `list` tells how many match, on one view of it. When the
 * view changes it is empty in the same render: an action never reaches rows the user no longer
 * sees (docs/engineering.md#bulk-actions).
 */
export function useBulkSelection<Row>(source: RowsSource<Row>, list: ListView<Row>) {
  // Nothing narrows rows in hand: they have one view.
  const view = source.kind === 'paged' ? bulkViewOf(source.query) : 'held';
  const total = list.paging?.totaldata ?? list.rows?.length ?? 0;
  const [state, setState] = useState(() => emptySelection<Row>(view));
  // Dropped, not set aside: back on the earlier view (the filter set back), nothing is picked.
  // Set while rendering, so no frame shows the old view's boxes (react.dev, "storing information
  // from previous renders").
  if (state.view !== view) setState(emptySelection<Row>(view));
  const selection = state.view === view ? state : emptySelection<Row>(view);
  const update = (change: (current: Selection<Row>) => Selection<Row>) =>
    setState((previous) => change(previous.view === view ? previous : emptySelection(view)));

  return {
    selection,
    source,
    list,
    /** How many rows match the view, and how many of them are picked. */
    total,
    count: pickedCount(selection, total),
    isPicked: (row: Row) => isPicked(selection, rowKeyOf(row)),
    pick: (rows: readonly Row[], picked: boolean) =>
      update((current) => pick(current, rows, picked)),
    pickAllMatching: () => update(pickAllMatching),
    clear: () => update(() => emptySelection(view)),
    keepUnfinished: (
      failed: readonly { row: Row; message: string }[],
      notReached: readonly Row[],
    ) => update((current) => keepUnfinished(current, failed, notReached)),
    messageOf: (row: Row) => selection.messages.get(rowKeyOf(row)),
    setLocked: (locked: boolean) => update((current) => ({ ...current, locked })),
  };
}
