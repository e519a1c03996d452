import { AsyncLocalStorage } from 'node:async_hooks';
import { SCOPE_HEADER } from '../control/client';
import type { Db } from '../db/seed';
import { newStore, setStoreResolver } from '../db/store';
import { withCors } from './cors';
import { errorResponse } from './errors';
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

/** The main store's demo sessions hold in every scope: the browser tests sign in once. */
function addMainDemoSessions(store: Db): void {
  for (const [token, id] of current.exit(demoSessions)) store.sessions[token] = id;
}

/** Runs `answer` with the store of the request's scope (the main one without), or refuses it. */
export function inScope(request: Request, answer: () => Promise<Response>) {
  const name = request.headers.get(SCOPE_HEADER);
  if (name === null) return answer();
  const refused = (why: string) => withCors(request, errorResponse(400, `${SCOPE_HEADER}: ${why}`));
  if (!SCOPE_NAME.test(name)) return refused('must be 1 to 64 letters, digits, - or _');
  let store = scopes.get(name);
  if (store === undefined) {
    if (scopes.size >= MAX_SCOPES) return refused(`at most ${MAX_SCOPES} scopes`);
    store = newStore();
    addMainDemoSessions(store);
    scopes.set(name, store);
  }
  return current.run(store, answer);
}

/** After a reset in a scope: the main store's demo sessions again (a reset keeps them). */
export function afterScopeReset(): void {
  const store = current.getStore();
  if (store !== undefined) addMainDemoSessions(store);
}
