import { type Db, seedAll } from './seed';

/**
 * The seed, built once per process (about 70 ms) and never handed out: every store and every
 * reset is a deep copy of it (about 7 ms), uploads included.
 */
let pristine: Db | undefined;

function freshSeed(): Db {
  pristine ??= seedAll();
  return structuredClone(pristine);
}

/**
 * The in-memory database every handler reads and writes. The object itself never changes
 * identity: `resetStore()` and `restoreStore()` replace its tables in place, so modules may keep
 * `import { db }`.
 */
export const db: Db = freshSeed();

function replaceTables(next: Db): void {
  for (const key of Object.keys(db)) Reflect.deleteProperty(db, key);
  Object.assign(db, next);
}

/** Restores the seed: the same data on every call; sessions and uploads are dropped. */
export function resetStore(): void {
  replaceTables(freshSeed());
}

export function snapshotStore(): string {
  return JSON.stringify(db);
}

/**
 * Loads a snapshot written by {@link snapshotStore}. Tables the snapshot lacks (an area added
 * since) come from the seed; tables it has that the seed no longer knows are dropped.
 */
export function restoreStore(snapshot: string): void {
  const saved = JSON.parse(snapshot) as Record<string, unknown>;
  const fresh = freshSeed();
  for (const key of Object.keys(fresh) as (keyof Db)[]) {
    if (key in saved) Object.assign(fresh, { [key]: saved[key] });
  }
  replaceTables(fresh);
}
