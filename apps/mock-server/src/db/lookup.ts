import { newestFirst } from './paging';

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

/**
 * A table's rows newest first (as `newestFirst` orders them) by a date that never changes once
 * written, such as `created_at`; remembered between calls while the table holds the same rows in
 * the same places, so a list of thousands of rows is not sorted again on every request. The
 * check compares the table with a copy taken when it was sorted, entry by entry, without
 * reading the rows: a push, a splice, a replaced row or table (a reset, a reload) fails it and
 * that call sorts again.
 */
export function newestFirstView<T>(
  table: () => readonly T[],
  date: (row: T) => string,
): () => readonly T[] {
  let source: readonly T[] | undefined;
  let copy: readonly T[] = [];
  let sorted: readonly T[] = [];
  return () => {
    const rows = table();
    if (rows !== source || !sameEntries(rows, copy)) {
      source = rows;
      copy = [...rows];
      sorted = newestFirst(rows, date);
    }
    return sorted;
  };
}

function sameEntries<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
