/** sessionStorage key holding the time of the last reload caused by a failed chunk load. */
export const CHUNK_RELOAD_KEY = 'chunk-reload-at';
/** At most one such reload per 60 seconds (docs/product.md#errors). */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

export type ReloadEnvironment = {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  reload: () => void;
  /** False while the browser knows it is offline (absent: taken as online). */
  online?: () => boolean;
  /** Settles when the connection comes back. */
  whenOnline?: () => Promise<void>;
};

function browserEnvironment(): ReloadEnvironment {
  return {
    storage: window.sessionStorage,
    now: () => Date.now(),
    reload: () => window.location.reload(),
    online: () => navigator.onLine,
    whenOnline: () =>
      new Promise((done) => window.addEventListener('online', () => done(), { once: true })),
  };
}

/**
 * After a deploy, an open tab may ask for chunk files that no longer exist. Reloading fetches the
 * new index and its chunks. Answers true when it reloaded; false when a reload already happened
 * within the interval (the failure is then real and the error page should show).
 */
export function reloadAfterChunkError(env: ReloadEnvironment = browserEnvironment()): boolean {
  const now = env.now();
  try {
    const last = Number(env.storage.getItem(CHUNK_RELOAD_KEY));
    if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
    env.storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    // Storage can be unavailable (privacy modes): without a record, never loop.
    return false;
  }
  env.reload();
  return true;
}

/**
 * Wraps a dynamic import. Offline, a chunk that fails to load is not gone, the connection is: it
 * waits for the connection (the page keeps its loading state under the offline notice) and tries
 * again, so the browser never lands on its own offline page. Online, a rejected import reloads the
 * page (at most once per interval) and otherwise rejects, which lets the error boundary show the
 * error page.
 */
export function importWithReload<T>(
  load: () => Promise<T>,
  env?: ReloadEnvironment,
): () => Promise<T> {
  const attempt = (): Promise<T> =>
    load().catch((error: unknown) => {
      const environment = env ?? browserEnvironment();
      if (environment.online?.() === false && environment.whenOnline) {
        return environment.whenOnline().then(attempt);
      }
      if (reloadAfterChunkError(environment)) {
        // The page is going away: never settle, so nothing renders an error in the meantime.
        return new Promise<T>(() => {});
      }
      throw error;
    });
  return attempt;
}
