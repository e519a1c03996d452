import { activeStore, dataVersion } from './store';

/**
 * A value computed from whole tables (a sorted list, a join), kept per store until its data
 * changes: the check compares the write count (`dataVersion`) and the tables' identity, not the
 * rows, so a row pushed into a table outside a call needs `noteWrite()` (ADR 0186).
 */
export function remembered<T>(tables: () => readonly unknown[], compute: () => T): () => T {
  const kept = new WeakMap<object, { version: number; tables: readonly unknown[]; value: T }>();
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
