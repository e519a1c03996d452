import type { Contract } from '@backoffice/contract';
import type { HttpHandler } from 'msw';
import type { ScenarioChoice } from './control/scenarios';
import { scopeControls } from './control/scope-controls';
import { areaRoutes } from './handlers';
import { isPreflight, preflightResponse, withCors } from './pipeline/cors';
import { errorResponse } from './pipeline/errors';
import {
  type CallerGone,
  isMockUrl,
  pipelineAnswer,
  pipelineHandler,
  unknownOperationMessage,
} from './pipeline/pipeline';
import { resetKeepingDemoSessions } from './pipeline/sessions';

export interface MockApiOptions {
  readonly contract: Contract;
  /** Latency of every answer in ms (x-mock-delay overrides it per request). */
  readonly latencyMs?: number;
  /**
   * Called after every answered request, before its answer leaves, e.g. to persist the store;
   * `mayWrite` is false for a read.
   */
  readonly onSettled?: (request: Request, response: Response, mayWrite: boolean) => void;
  /** Called after POST /__mock/reset restored the seed (demo sessions kept). */
  readonly onReset?: () => void;
  /** The main data's scenario at start and after a reset (`pnpm mock --scenario`). */
  readonly scenario?: ScenarioChoice;
}

export interface MockApi {
  /** msw handlers for setupServer, setupWorker or getResponse: the pipeline, in front. */
  readonly handlers: HttpHandler[];
  /**
   * Restores the seed, keeping the demo accounts signed in, and the start scenario with no rules
   * and an empty log (what POST /__mock/reset does).
   */
  readonly reset: () => void;
  /**
   * What `getResponse(handlers, request)` answers, or the 404 of a path outside the mock's,
   * without msw in between: the node server's way in.
   */
  readonly answer: (request: Request, callerGone?: CallerGone) => Promise<Response>;
}

/** The mock API for one runtime (node server, vitest, browser worker); handlers are shared. */
export function createMockApi(options: MockApiOptions): MockApi {
  if (options.scenario !== undefined) scopeControls().startIn(options.scenario);
  const reset = () => {
    resetKeepingDemoSessions();
    scopeControls().reset();
    options.onReset?.();
  };
  const answer = pipelineAnswer({
    contract: options.contract,
    routes: areaRoutes,
    latencyMs: options.latencyMs ?? 0,
    reset,
    onSettled: options.onSettled,
  });
  return {
    handlers: [pipelineHandler(answer)],
    reset,
    answer: async (request, callerGone) =>
      isMockUrl(request.url) ? answer(request, callerGone) : fallbackResponse(request),
  };
}

/** The standalone server's answer for paths outside /v1, /uploads and /__mock. */
export function fallbackResponse(request: Request): Response {
  if (isPreflight(request)) return preflightResponse(request);
  const { pathname } = new URL(request.url);
  return withCors(request, errorResponse(404, unknownOperationMessage(request.method, pathname)));
}
