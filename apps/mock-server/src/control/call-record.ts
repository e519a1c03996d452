import { isDropped } from './effects';
import { clip, type LogEntry } from './request-log';
import type { Decision, ScopeControls } from './scope-controls';

/** What the pipeline learns of a call on its way, for the request log. */
export interface CallTrace {
  operationId: string | null;
  role: string | null;
  decision: Decision | null;
}

export function newTrace(): CallTrace {
  return { operationId: null, role: null, decision: null };
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
    operationId: trace.operationId,
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
