import { type SetupWorker, setupWorker } from 'msw/browser';
import contractText from '../../../api/openapi.yaml?raw';
import { createMockApi } from './app';
import { parseContract } from './contract/contract';

export interface MockWorkerOptions {
  /** Latency of every answer in ms, so loading states show as they would against a server. */
  readonly latencyMs?: number;
}

/**
 * The mock API inside a dashboard build that has no server: a Service Worker answers the
 * dashboard's calls with the same handlers as `pnpm mock`. The contract is bundled (Vite `?raw`).
 * Start it with `await createMockWorker().start({ onUnhandledRequest: 'bypass' })` before
 * rendering; msw's worker script must be served at /mockServiceWorker.js (see README).
 */
export function createMockWorker(options: MockWorkerOptions = {}): SetupWorker {
  const api = createMockApi({
    contract: parseContract(contractText),
    latencyMs: options.latencyMs ?? 0,
  });
  return setupWorker(...api.handlers);
}

export { resetStore as reset } from './db/store';
