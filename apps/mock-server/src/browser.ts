import { parseContract } from '@backoffice/contract';
import { type SetupWorker, setupWorker } from 'msw/browser';
import contractText from '../../../api/openapi.yaml?raw';
import { createMockApi } from './app';
import { savedControls } from './control/scope-controls';
import { type PersistMedium, persistStore } from './db/persist';

export interface MockWorkerOptions {
  /** Latency of every answer in ms, so loading states show as they would against a server. */
  readonly latencyMs?: number;
  /**
   * Keeps the data (records, uploads, sessions), the rules and the scenario in this storage
   * across reloads, e.g. the tab's `sessionStorage`; without it a reload starts from the seed,
   * with no rules, and ends every session.
   */
  readonly persist?: Storage;
}

function inStorage(storage: Storage, key: string): PersistMedium {
  return {
    name: `${key} in the page's storage`,
    read: () => storage.getItem(key),
    write: (text) => storage.setItem(key, text),
  };
}

/**
 * The mock API inside a dashboard build that has no server: a Service Worker answers the
 * dashboard's calls with the same handlers as `pnpm mock`. The contract is bundled (Vite `?raw`).
 * Start it with `await createMockWorker().start({ onUnhandledRequest: 'bypass' })` before
 * rendering; msw's worker script must be served at /mockServiceWorker.js (see README).
 */
export function createMockWorker(options: MockWorkerOptions = {}): SetupWorker {
  const storage = options.persist;
  const data = storage && persistStore(inStorage(storage, 'backoffice-mock-store'));
  const controls =
    storage && persistStore(inStorage(storage, 'backoffice-mock-controls'), savedControls);
  const api = createMockApi({
    contract: parseContract(contractText),
    latencyMs: options.latencyMs ?? 0,
    onSettled: (_request, mayWrite) => {
      if (mayWrite) data?.flush();
      controls?.flush();
    },
  });
  return setupWorker(...api.handlers);
}
