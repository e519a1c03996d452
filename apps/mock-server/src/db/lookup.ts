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
 * A value computed from whole tables, remembered between calls while each of them holds the
 * same rows in the same places: a list or a figure over thousands of rows does not redo, on
 * every request, the work that only a create, a delete or a replaced table can change (sorting
 * by `created_at`, pairing rows with their accounts). The check compares each table with a copy
 * taken when the value was computed, entry by entry, without reading the rows, so any push,
 * splice, replaced row or replaced table (a reset, a reload) makes that call compute again.
 *
 * `compute` may read only what a row never changes once written (its id, its links such as
 * `account_id`, its `created_at`); what may change (a name, a role, an active flag) is read per
 * request from the rows the value holds.
 */
export function remembered<T>(
  tables: () => readonly (readonly unknown[])[],
  compute: () => T,
): () => T {
  let sources: readonly (readonly unknown[])[] = [];
  let copies: readonly (readonly unknown[])[] = [];
  let value: T | undefined;
  return () => {
    const current = tables();
    const same =
      value !== undefined &&
      current.length === sources.length &&
      current.every((table, i) => table === sources[i] && sameEntries(table, copies[i] ?? []));
    if (!same) {
      sources = current;
      copies = current.map((table) => [...table]);
      value = compute();
    }
    return value as T;
  };
}

function sameEntries<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
