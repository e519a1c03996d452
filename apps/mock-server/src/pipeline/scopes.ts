import { AsyncLocalStorage } from 'node:async_hooks';
import { SCOPE_HEADER } from '../control/client';
import type { Db } from '../db/seed';
import { newStore, setStoreResolver } from '../db/store';
import { demoSessions } from './sessions';

// Data scopes (`x-mock-scope`, ADR 0096): a store per name, made from the seed on first use, so
// the browser tests' workers change data side by side. Node only: AsyncLocalStorage follows each
// request through its awaits.

/** Enough for the browser tests' workers; a runaway client cannot grow the mock without end. */
const MAX_SCOPES = 32;

const SCOPE_NAME = /^[A-Za-z0-9_-]{1,64}$/;

const current = new AsyncLocalStorage<Db>();
const scopes = new Map<string, Db>();
setStoreResolver(() => current.getStore());

export type ScopeChoice =
  | { readonly ok: true; readonly scope: string | null }
  | { readonly ok: false; readonly message: string };

/** Reads the request's scope header: none, a valid name, or why it is refused. */
export function scopeOf(request: Request): ScopeChoice {
  const name = request.headers.get(SCOPE_HEADER);
  if (name === null) return { ok: true, scope: null };
  if (!SCOPE_NAME.test(name)) {
    return { ok: false, message: `${SCOPE_HEADER}: must be 1 to 64 letters, digits, - or _` };
  }
  if (!scopes.has(name) && scopes.size >= MAX_SCOPES) {
    return { ok: false, message: `${SCOPE_HEADER}: at most ${MAX_SCOPES} scopes` };
  }
  return { ok: true, scope: name };
}

/** The main store's demo sessions hold in every scope: the browser tests sign in once. */
function addMainDemoSessions(store: Db): void {
  for (const [token, id] of current.exit(demoSessions)) store.sessions[token] = id;
}

/** Runs `answer` with the store of `scope` (the main store when null). */
export function inScope<T>(scope: string | null, answer: () => T): T {
  if (scope === null) return answer();
  let store = scopes.get(scope);
  if (store === undefined) {
    store = newStore();
    addMainDemoSessions(store);
    scopes.set(scope, store);
  }
  return current.run(store, answer);
}

/** After a reset in a scope: the main store's demo sessions again (a reset keeps them). */
export function afterScopeReset(): void {
  const store = current.getStore();
  if (store !== undefined) addMainDemoSessions(store);
}
