import type { Operation } from '@backoffice/contract';
import { isWrite } from '@backoffice/contract';
import { isDropped } from './effects';
import { clipUrl } from './request-log';
import type { Decision, ScopeControls } from './scope-controls';

/** What the pipeline learns of a call on its way, for the request log. */
export interface CallTrace {
  /** The contract operation the call matched, once matched. */
  operation: Operation | null;
  role: string | null;
  decision: Decision | null;
}

export function newTrace(): CallTrace {
  return { operation: null, role: null, decision: null };
}

/**
 * Whether the call may have changed data, so persistence checks for a change: a write of the
 * contract, or any call but GET and HEAD outside it (a reset).
 */
export function mayWrite(request: Request, trace: CallTrace): boolean {
  if (trace.operation !== null) return isWrite(trace.operation);
  return request.method !== 'GET' && request.method !== 'HEAD';
}

/** Calls to the API are logged; the mock's controls, uploads and preflights are not. */
export function isLoggedCall(request: Request, url: URL): boolean {
  return url.pathname.startsWith('/v1/') && request.method !== 'OPTIONS';
}

/** An error answer's message, or what became of a dropped call: read only for those. */
export function needsReason(response: Response): boolean {
  return isDropped(response) || response.status >= 400;
}

export async function reasonOf(response: Response, trace: CallTrace): Promise<string | undefined> {
  if (isDropped(response)) {
    const hung = trace.decision?.final?.kind === 'hang';
    return hung ? 'No answer; the client gave up' : 'Connection dropped';
  }
  try {
    const body = (await response.clone().json()) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Adds the call to its scope's log before its answer leaves, so a test that reads the log right
 * after a call finds it. `reason` comes from `reasonOf` when `needsReason`.
 */
export function recordCall(
  controls: ScopeControls,
  call: { request: Request; response: Response; trace: CallTrace; started: number },
  reason: string | undefined,
): void {
  const { request, response, trace } = call;
  const decision = trace.decision;
  const ms = performance.now() - call.started;
  controls.log.add({
    // The real time the call came in: the log is read beside a browser's network panel.
    at: Date.now() - ms,
    method: request.method,
    url: clipUrl(request.url),
    operationId: trace.operation?.operationId ?? null,
    role: trace.role,
    status: isDropped(response) ? null : response.status,
    ms,
    reason,
    rules: decision !== null && decision.rules.length > 0 ? decision.rules : undefined,
    scenario: decision?.scenario ?? undefined,
  });
}
