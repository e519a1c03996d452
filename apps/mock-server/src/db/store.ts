import { type Db, seedAll } from './seed';

/** The seed, built once per process (about 70 ms) and never handed out: stores copy it. */
let pristine: Db | undefined;

export function newStore(): Db {
  pristine ??= seedAll();
  const seed = pristine;
  // Each table is copied when first read: the jsdom tests reset after every test and read a few
  // tables, a whole copy takes 7 ms. No seed row is in two tables, so it is the same data.
  const store = {} as Db;
  for (const key of Object.keys(seed) as (keyof Db)[]) {
    let table: Db[typeof key] | undefined;
    Object.defineProperty(store, key, {
      configurable: true,
      enumerable: true,
      get: () => (table ??= structuredClone(seed[key])),
      set: (value: Db[typeof key]) => {
        table = value;
      },
    });
  }
  return store;
}

/** The store of every request that has no scope of its own (see `setStoreResolver`). */
const mainStore: Db = newStore();

/**
 * The current request's store, not the `db` proxy: the key of a scope's rules and log. A reset
 * replaces its tables, not the object, so that key and every `import { db }` hold.
 */
let currentStore: () => Db = () => mainStore;
export const activeStore = (): Db => currentStore();

/** Lets the Node server answer a request from a scope's store (src/pipeline/scopes.ts). */
export function setStoreResolver(resolve: () => Db | undefined): void {
  currentStore = () => resolve() ?? mainStore;
}

/** The current store, which every handler reads and writes. */
export const db: Db = new Proxy({} as Db, {
  get: (_, key) => Reflect.get(currentStore(), key),
  set: (_, key, value) => Reflect.set(currentStore(), key, value),
  has: (_, key) => Reflect.has(currentStore(), key),
  ownKeys: () => Reflect.ownKeys(currentStore()),
  getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(currentStore(), key),
});

/** How often each store may have changed; `remembered` (db/lookup.ts) keeps a value until then. */
const versions = new WeakMap<Db, number>();

export function dataVersion(): number {
  return versions.get(activeStore()) ?? 0;
}

/** Says the current store's data may have changed: what was remembered is computed again. */
export function noteWrite(): void {
  const store = activeStore();
  versions.set(store, (versions.get(store) ?? 0) + 1);
}

function replaceTables(next: Db): void {
  const store = activeStore();
  for (const key of Object.keys(store)) Reflect.deleteProperty(store, key);
  // Its properties as they are, so that tables not copied yet are copied when first used.
  Object.defineProperties(store, Object.getOwnPropertyDescriptors(next));
  noteWrite();
}

/** Restores the seed: the same data on every call; sessions and uploads are dropped. */
export function resetStore(): void {
  replaceTables(newStore());
}

export function snapshotStore(): string {
  return JSON.stringify(db);
}

/**
 * Loads a snapshot written by {@link snapshotStore}. Tables the snapshot lacks (an area added
 * since) come from the seed; tables it has that the seed no longer knows are dropped.
 */
export function restoreStore(snapshot: string): void {
  const saved: unknown = JSON.parse(snapshot);
  if (typeof saved !== 'object' || saved === null || Array.isArray(saved)) {
    throw new Error('it is not a JSON object of tables');
  }
  const fresh = newStore();
  for (const key of Object.keys(fresh) as (keyof Db)[]) {
    if (!(key in saved)) continue;
    const table: unknown = Reflect.get(saved, key);
    // A table the handlers would trip over is refused here, not at the first call that reads it.
    if (
      Array.isArray(table) !== Array.isArray(fresh[key]) ||
      typeof table !== 'object' ||
      table === null
    ) {
      throw new Error(`its table "${key}" is not a ${Array.isArray(fresh[key]) ? 'list' : 'map'}`);
    }
    Object.assign(fresh, { [key]: table });
  }
  replaceTables(fresh);
}
