import { activeStore, dataVersion } from './store';

/**
 * A lookup by a key that is unique within a table (an id, an account id, a normalised e-mail)
 * in constant time, where a handler would otherwise search the table once per row of another.
 *
 * Handlers need not keep it up to date: they go on writing the tables as before (push, splice,
 * assigning a field, a reset or a reload replacing every table). The index remembers where
 * each key's row was and answers a row only after checking that it is still there with that
 * key (two comparisons). Any other case (an unknown key, a row moved by a splice, a key changed
 * by an update, a table replaced) falls back to the linear search the index stands for, and
 * rebuilds the index when that search finds the row. So it answers exactly what
 * `table.find((row) => key(row) === value)` answers, and in constant time once the table holds
 * still: lists and the dashboard, which look up every row, stay flat as tables grow.
 */
export function uniqueLookup<T, K>(
  table: () => readonly T[],
  key: (row: T) => K,
): (value: K) => T | undefined {
  // The positions of the keys in `indexed`; a reset or a reload gives the store new tables,
  // whose first lookup finds `indexed` stale and rebuilds.
  let indexed: readonly T[] | undefined;
  let positions = new Map<K, number>();
  return (value) => {
    const rows = table();
    const index = rows === indexed ? positions.get(value) : undefined;
    const row = index === undefined ? undefined : rows[index];
    if (row !== undefined && key(row) === value) return row;
    const found = rows.findIndex((candidate) => key(candidate) === value);
    if (found === -1) return undefined;
    positions = new Map();
    rows.forEach((candidate, at) => {
      const k = key(candidate);
      if (!positions.has(k)) positions.set(k, at); // the first, as find() answers
    });
    indexed = rows;
    return rows[found];
  };
}

/** What `remembered` kept for one store: the value and what it was computed from. */
interface Kept<T> {
  readonly version: number;
  readonly tables: readonly unknown[];
  readonly value: T;
}

/**
 * A value computed from whole tables, remembered between calls until the store's data changes:
 * a list or a figure over ten thousand rows does not redo, on every request, the work only a
 * write can change (sorting by `created_at`, pairing rows with their accounts). The store
 * counts its writes (`dataVersion`, db/store.ts: every write call, reset, reload and growth),
 * so checking that the value still holds costs a comparison, not a pass over the rows; the
 * tables are compared by identity too, so one replaced outright (`db.members = …` in a test)
 * counts as a change. A row pushed straight into a table, without a call, does not: call
 * `noteWrite()` after such an edit.
 *
 * One value per store, so scopes (`x-mock-scope`) do not evict each other's. `compute` may read
 * any field, an active flag or a status included, since every call that changes one counts as
 * a write (ADR 0112).
 */
export function remembered<T>(tables: () => readonly unknown[], compute: () => T): () => T {
  const kept = new WeakMap<object, Kept<T>>();
  return () => {
    const store = activeStore();
    const version = dataVersion();
    const current = tables();
    const last = kept.get(store);
    if (
      last !== undefined &&
      last.version === version &&
      current.length === last.tables.length &&
      current.every((table, i) => table === last.tables[i])
    ) {
      return last.value;
    }
    const value = compute();
    kept.set(store, { version, tables: current, value });
    return value;
  };
}
