import { loadContract } from '@backoffice/contract/load';
import { type SetupServer, setupServer } from 'msw/node';
import { createMockApi } from './app';
import { scopeControls } from './control/scope-controls';
import { resetStore } from './db/store';

/**
 * The mock's msw handlers for Node (the pipeline in front), over api/openapi.yaml or
 * MOCK_OPENAPI, answering at once so tests stay fast.
 */
export function createHandlers() {
  return createMockApi({ contract: loadContract() }).handlers;
}

/**
 * An msw server for vitest: `server.listen({ onUnhandledRequest: 'error' })` in a setup file,
 * `reset()` between tests when they change data.
 */
export const server: SetupServer = setupServer(...createHandlers());

/**
 * POST /__mock/reset, but every session ends too (the reset keeps the demo accounts'), so a test
 * can make a signed-in token stale.
 */
export function reset(): void {
  resetStore();
  scopeControls().reset();
}

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@backoffice/contract';
export { db } from './db/store';
