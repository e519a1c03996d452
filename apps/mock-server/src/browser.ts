import { parseContract } from '@backoffice/contract';
import { type SetupWorker, setupWorker } from 'msw/browser';
import contractText from '../../../api/openapi.yaml?raw';
import { createMockApi } from './app';
import { persistControls } from './control/persist-controls';
import { persistStore } from './db/persist';

/** The key the browser build keeps its data under. */
const BROWSER_STORE_KEY = 'backoffice-mock-store';

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

/**
 * The mock API inside a dashboard build that has no server: a Service Worker answers the
 * dashboard's calls with the same handlers as `pnpm mock`. The contract is bundled (Vite `?raw`).
 * Start it with `await createMockWorker().start({ onUnhandledRequest: 'bypass' })` before
 * rendering; msw's worker script must be served at /mockServiceWorker.js (see README).
 */
export function createMockWorker(options: MockWorkerOptions = {}): SetupWorker {
  const storage = options.persist;
  const persistence = storage
    ? persistStore({
        name: `${BROWSER_STORE_KEY} in the page's storage`,
        read: () => storage.getItem(BROWSER_STORE_KEY),
        write: (text) => storage.setItem(BROWSER_STORE_KEY, text),
      })
    : null;
  // After the data: the rules and scenario it keeps belong to the data it restored.
  const saveControls = storage ? persistControls(storage) : null;
  const api = createMockApi({
    contract: parseContract(contractText),
    latencyMs: options.latencyMs ?? 0,
    onSettled: (_request, mayWrite) => {
      if (mayWrite) persistence?.flush();
      saveControls?.();
    },
  });
  return setupWorker(...api.handlers);
}
