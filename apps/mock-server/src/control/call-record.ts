import type { Operation } from '../contract/operations';
import { isDropped } from './effects';
import { isWrite } from './operation-kinds';
import { clip, type LogEntry } from './request-log';
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

/**
 * Adds the call to its scope's log before its answer leaves, so a test that reads the log right
 * after a call finds it.
 */
export async function recordCall(
  controls: ScopeControls,
  call: { request: Request; url: URL; response: Response; trace: CallTrace; started: number },
): Promise<void> {
  const { request, url, response, trace } = call;
  const dropped = isDropped(response);
  const decision = trace.decision;
  const entry: LogEntry = {
    // The real time: the log is read beside a browser's network panel, not beside the data.
    time: new Date().toISOString(),
    method: request.method,
    path: clip(url.pathname + url.search),
    operationId: trace.operation?.operationId ?? null,
    role: trace.role,
    status: dropped ? null : response.status,
    ms: Math.round((performance.now() - call.started) * 10) / 10,
    // Only an error's body is read (a clone, awaited): a success costs no await here.
    ...(dropped || response.status >= 400 ? await reasonOf(response, decision, dropped) : {}),
    ...(decision !== null && decision.rules.length > 0 ? { rules: decision.rules } : {}),
    ...(decision?.scenario ? { scenario: decision.scenario } : {}),
  };
  controls.log.add(entry);
}

async function reasonOf(
  response: Response,
  decision: Decision | null,
  dropped: boolean,
): Promise<{ reason?: string }> {
  if (dropped) {
    const hung = decision?.final?.kind === 'hang';
    return { reason: hung ? 'No answer; the client gave up' : 'Connection dropped' };
  }
  try {
    const body = (await response.clone().json()) as { message?: unknown };
    return typeof body.message === 'string' ? { reason: clip(body.message) } : {};
  } catch {
    return {};
  }
}
