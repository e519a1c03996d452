import { activeStore, dataVersion } from './store';

/**
 * A value computed from whole tables (a sorted list, a join), kept per store until its data
 * changes: checking costs a comparison of the store's write count (`dataVersion`) and of the
 * tables' identity (one replaced outright counts as a change), not a pass over the rows. A row
 * pushed into a table without a call needs `noteWrite()` (ADR 0186).
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
