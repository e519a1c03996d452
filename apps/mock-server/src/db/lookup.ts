import { activeStore, dataVersion } from './store';

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
