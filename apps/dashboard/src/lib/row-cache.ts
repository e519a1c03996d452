import type { PageMeta } from '@backoffice/sdk';
import { partialMatchKey, type QueryClient, type QueryKey } from '@tanstack/react-query';

export type RowChange<Row> = { kind: 'update'; apply: (row: Row) => Row } | { kind: 'remove' };

type Identified = { id: number };

type Rows = (rows: readonly Identified[], key: string) => readonly Identified[];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `record` with each array of rows in it passed through `rows`; itself when none changed. */
function withRows(record: Record<string, unknown>, rows: Rows): Record<string, unknown> {
  let next: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(record)) {
    if (!Array.isArray(value)) continue;
    const changed = rows(value, key);
    if (changed === value) continue;
    next ??= { ...record };
    next[key] = changed;
  }
  return next ?? record;
}

function rowCount(record: Record<string, unknown>): number {
  let count = 0;
  for (const value of Object.values(record)) if (Array.isArray(value)) count += value.length;
  return count;
}

/**
 * An answer with `change` applied to each of its records (the answer, its `data`), wherever it
 * holds its rows: a page's `data`, a key of their own beside the page's `meta` (the surveys'
 * `survey`), or whole beside other data (`{ data: { referrals: [...] } }`, the referral
 * dashboard: a `RowsDescription`); a row taken out or put back moves the page's totals.
 */
function changeRows(
  answer: unknown,
  change: (record: Record<string, unknown>, earlier: unknown) => Record<string, unknown>,
  before?: unknown,
): unknown {
  if (!isRecord(answer)) return answer;
  let next = change(answer, before);
  if (isRecord(answer.data)) {
    const data = change(answer.data, isRecord(before) ? before.data : undefined);
    if (data !== answer.data) next = { ...next, data };
  }
  if (next === answer || !isRecord(answer.meta)) return next;
  const meta = answer.meta as PageMeta;
  const moved = rowCount(next) - rowCount(answer);
  if (moved === 0 || typeof meta.totaldata !== 'number') return next;
  return {
    ...next,
    meta: {
      ...meta,
      totaldata: Math.max(0, meta.totaldata + moved),
      totalDataOnPage: Math.max(0, meta.totalDataOnPage + moved),
    },
  };
}

function changeRowIn<Row extends Identified>(answer: unknown, id: number, change: RowChange<Row>) {
  const rows: Rows = (list) => {
    if (!list.some((row) => (row as Identified | null)?.id === id)) return list;
    return change.kind === 'update'
      ? list.map((row) => (row.id === id ? change.apply(row as Row) : row))
      : list.filter((row) => row.id !== id);
  };
  return changeRows(answer, (record) => withRows(record, rows));
}

/** Changes the row in every cached answer under `listKeys`; answers what was there, to put back. */
export function changeRowEverywhere<Row extends { id: number }>(
  client: QueryClient,
  listKeys: readonly QueryKey[],
  id: number,
  change: RowChange<Row>,
) {
  const snapshot: [QueryKey, unknown][] = [];
  for (const queryKey of listKeys) {
    for (const [key, answer] of client.getQueriesData({ queryKey })) {
      const changed = changeRowIn(answer, id, change);
      if (changed === answer) continue;
      snapshot.push([key, answer]);
      client.setQueryData(key, changed);
    }
  }
  return snapshot;
}

function putBack<Row extends Identified>(rows: readonly Row[], before: readonly Row[], id: number) {
  const index = before.findIndex((row) => row.id === id);
  const row = before[index];
  if (row === undefined) return rows;
  if (rows.some((other) => other.id === id)) {
    return rows.map((other) => (other.id === id ? row : other));
  }
  return rows.toSpliced(Math.min(index, rows.length), 0, row);
}

function putRowBack(answer: unknown, before: unknown, id: number): unknown {
  return changeRows(
    answer,
    (record, earlier) =>
      withRows(record, (rows, key) => {
        const was = isRecord(earlier) ? earlier[key] : undefined;
        return Array.isArray(was) ? putBack(rows, was as Identified[], id) : rows;
      }),
    before,
  );
}

type Held = { lists: readonly QueryKey[]; id: number; change: RowChange<Identified> };

// The changes shown before the server has them (lib/undo.ts).
const held = new Set<Held>();
const watched = new WeakSet<QueryClient>();

/** A list read again while a change waits (another change's refetch) shows it still made. */
function keepHeldChanges(client: QueryClient): void {
  if (watched.has(client)) return;
  watched.add(client);
  client.getQueryCache().subscribe((event) => {
    // Only an answer from the server: the change's own setQueryData is `manual`.
    if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return;
    const { queryKey } = event.query;
    let answer: unknown = event.query.state.data;
    for (const { lists, id, change } of held) {
      if (lists.some((list) => partialMatchKey(queryKey, list))) {
        answer = changeRowIn(answer, id, change);
      }
    }
    if (answer !== event.query.state.data) client.setQueryData(queryKey, answer);
  });
}

export type HeldRowChange = {
  /** The server has the change: the lists' next answer shows it by itself. */
  release: () => void;
  /** Back as it was, other held changes kept. */
  revert: () => void;
};

/**
 * A change the server does not have yet, to the rows `ids`: they stay changed when their lists
 * are read again.
 */
export function holdRowChange<Row extends Identified>(
  client: QueryClient,
  lists: readonly QueryKey[],
  ids: readonly number[],
  change: RowChange<Row>,
): HeldRowChange {
  keepHeldChanges(client);
  const entries = ids.map((id) => {
    const snapshot = changeRowEverywhere(client, lists, id, change);
    const entry: Held = { lists, id, change: change as RowChange<Identified> };
    held.add(entry);
    return { entry, snapshot };
  });
  return {
    release: () => {
      for (const { entry } of entries) held.delete(entry);
    },
    revert: () => {
      // Newest first: each row's snapshot lacks the rows held before it, so rows taken out put
      // back oldest first would come back in reverse order.
      for (const { entry, snapshot } of [...entries].reverse()) {
        if (!held.delete(entry)) continue;
        // The row alone, not the whole answer as it was: the rows changed since stay changed.
        for (const [key, before] of snapshot) {
          const now = client.getQueryData(key);
          if (now !== undefined) client.setQueryData(key, putRowBack(now, before, entry.id));
        }
      }
      for (const other of held) changeRowEverywhere(client, other.lists, other.id, other.change);
    },
  };
}
