import type { Contract } from '@backoffice/contract';
import { declaresTooLarge, isWrite, roleMayCall } from '@backoffice/contract';
import { type HttpHandler, http } from 'msw';
import { actOn, clientGivesUp } from '../control/effects';
import { type CallTrace, logCall } from '../control/request-log';
import { controlRoutes } from '../control/routes';
import { scopeControls } from '../control/scope-controls';
import { decoded } from '../db/files';
import { noteWrite } from '../db/store';
import { serveUpload } from '../db/uploads';
import { referralPage } from '../handlers/partner/referral-page';
import type { RequestContext, Route } from '../http';
import { readControls, sleep } from './controls';
import { preflightResponse, withCors } from './cors';
import { errorResponse, forcedStatusMessage, MESSAGES } from './errors';
import { accountFromRequest } from './sessions';

export interface PipelineOptions {
  readonly contract: Contract;
  /** The area routes, one per contract operation. */
  readonly routes: readonly Route[];
  /** Latency of every answer in ms (x-mock-delay overrides it per request). */
  readonly latencyMs?: number;
  /** POST /__mock/reset: the seed data, no rules, an empty log, the start scenario. */
  readonly reset: () => void;
  /**
   * Called after every answered request, before its answer leaves (persistence hooks in here);
   * `mayWrite` is false for a call that cannot have changed data (a read).
   */
  readonly onSettled?: (request: Request, mayWrite: boolean) => void;
}

/** Paths the mock answers; anything else falls through (in a browser: to the network). */
const MOCK_PATH = /^[a-z]+:\/\/[^/]+\/(?:v1|__mock|uploads|r)(?:[/?#]|$)/i;

function indexRoutes(contract: Contract, routes: readonly Route[]): Map<string, Route> {
  const index = new Map<string, Route>();
  for (const route of routes) {
    if (!contract.byKey.has(route.key)) {
      throw new Error(`Handler ${route.key} matches no operation of the contract`);
    }
    if (index.has(route.key)) throw new Error(`Two handlers for ${route.key}`);
    index.set(route.key, route);
  }
  // Every operation is handled, so a call never reaches an operation the mock cannot answer:
  // a contract edit without its handler stops the mock at start-up with the list.
  const missing = contract.operations
    .filter((op) => !index.has(op.key))
    .map((op) => `${op.operationId} (${op.key})`);
  if (missing.length > 0) {
    throw new Error(`The mock has no handler for: ${missing.join(', ')}`);
  }
  return index;
}

/** A handler that threw: the user reads a sentence, the console the cause. */
const MOCK_BUG_MESSAGE = 'Terjadi kesalahan pada server mock. Silakan coba lagi.';

/**
 * Resolves when the caller gives up: the node server's way of ending a hanging call, as it gives
 * its requests no `signal` (which costs undici about 70 µs a request); msw uses the signal.
 */
export type CallerGone = () => Promise<void>;

/**
 * What stands in front of the area handlers (README "What every call goes through"), as a
 * function the node server calls without msw's `getResponse` (a second clone of the request,
 * cookie parsing, an abort signal, for nothing); `pipelineHandler` makes it msw's handler.
 */
export function pipelineAnswer(options: PipelineOptions) {
  const { contract } = options;
  const routes = indexRoutes(contract, options.routes);
  const latencyMs = options.latencyMs ?? 0;
  const control = controlRoutes(contract, options.reset);

  async function answer(
    request: Request,
    url: URL,
    trace: CallTrace,
    callerGone: CallerGone | undefined,
  ): Promise<Response> {
    const preflight = preflightResponse(request);
    if (preflight !== null) return preflight;
    const controls = readControls(request, latencyMs);
    if (controls instanceof Response) return controls;
    await sleep(controls.delayMs);

    if (url.pathname.startsWith('/__mock/')) return control(request, url);
    if (controls.forcedStatus !== null) {
      return errorResponse(controls.forcedStatus, forcedStatusMessage(controls.forcedStatus));
    }
    const referral = /^\/r\/([^/]+)$/.exec(url.pathname);
    if (referral?.[1] !== undefined && request.method === 'GET') return referralPage(referral[1]);
    if (url.pathname.startsWith('/uploads/')) {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return errorResponse(405, `Metode ${request.method} tidak didukung untuk /uploads.`, {
          allow: 'GET',
        });
      }
      const name = decoded(url.pathname.slice('/uploads/'.length));
      return (
        (name === null ? null : serveUpload(name)) ?? errorResponse(404, 'File tidak ditemukan.')
      );
    }

    const match = contract.matcher.match(request.method, url.pathname);
    if (match.kind === 'not-found') {
      // Only a developer meets it, so it names the call.
      const message = `Operasi ${request.method} ${url.pathname} tidak ada di kontrak API.`;
      return errorResponse(404, message);
    }
    if (match.kind === 'method-not-allowed') {
      return errorResponse(
        405,
        `Metode ${request.method} tidak didukung untuk ${url.pathname}; gunakan ${match.allowed.join(', ')}.`,
        { allow: match.allowed.join(', ') },
      );
    }
    const { operation } = match;
    trace.operation = operation;
    let account = null;
    if (!operation.public) {
      account = accountFromRequest(request);
      if (account === null) return errorResponse(401, MESSAGES.unauthorized);
      trace.role = account.role;
      if (!roleMayCall(operation, account.role)) return errorResponse(403, MESSAGES.forbidden);
    }
    // Refused before a byte of the body is read; a body without Content-Length is capped while
    // the validator reads it.
    const tooLarge = declaresTooLarge(contract.bodyLimits, request.headers);
    if (tooLarge !== null) return errorResponse(413, tooLarge.message);
    const validator = contract.requestValidator(operation);
    const checked = await validator.validate(request, url, match.params);
    if (!checked.ok) {
      return errorResponse(checked.status, checked.message, undefined, checked.fields);
    }

    const context: RequestContext = {
      ...checked.input,
      operation,
      account,
      origin: url.origin,
    };
    // The scope's rules and scenario act on calls the contract lets through (ADR 0102).
    const decision = scopeControls().decide({
      operation,
      role: trace.role,
      input: checked.input,
    });
    // `return await`: an async function returning a promise costs two more ticks than awaiting it.
    if (decision === null) return await handle(context);
    trace.decision = decision;
    return actOn(decision, operation, {
      handle: () => handle(context),
      callerGone: callerGone ?? (() => clientGivesUp(request.signal)),
    });
  }

  /** The operation's own route; a throw other than a refusal is a mock bug. */
  async function handle(context: RequestContext): Promise<Response> {
    const { operation } = context;
    try {
      const route = routes.get(operation.key);
      if (route === undefined) throw new Error(`no handler for ${operation.key}`);
      return await route.run(context);
    } catch (error) {
      if (error instanceof Response) return error;
      console.error(`Mock bug in ${operation.operationId}:`, error);
      return errorResponse(500, MOCK_BUG_MESSAGE);
    } finally {
      // Counted once the handler is done (after its awaits), whatever it answered: what was
      // remembered from the data (sorted lists, joins) is computed again at the next read.
      if (isWrite(operation)) noteWrite();
    }
  }

  return async (request: Request, callerGone?: CallerGone) => {
    const started = performance.now();
    const url = new URL(request.url);
    const trace: CallTrace = { operation: null, role: null, decision: null };
    const response = withCors(request, await answer(request, url, trace, callerGone));
    // A write of the contract, or any call but a read outside it (a reset).
    const mayWrite =
      trace.operation === null
        ? request.method !== 'GET' && request.method !== 'HEAD'
        : isWrite(trace.operation);
    options.onSettled?.(request, mayWrite);
    // Calls to the API are logged; the mock's controls, uploads and preflights are not.
    if (url.pathname.startsWith('/v1/') && request.method !== 'OPTIONS') {
      await logCall(scopeControls().log, { request, url, response, trace, started });
    }
    return response;
  };
}

export function pipelineHandler(answer: ReturnType<typeof pipelineAnswer>): HttpHandler {
  // A predicate rather than the path '*': msw's path matching throws on malformed
  // percent-encoding, which must become a 404 here, not an exception.
  return http.all(
    ({ request }) => MOCK_PATH.test(request.url),
    ({ request }) => answer(request),
  );
}
