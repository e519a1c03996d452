import type { Operation } from '@backoffice/contract';
import { isDropped } from './effects';
import type { Decision } from './rule';

/** One call to the API as `GET /__mock/log` lists it. */
export interface LogEntry {
  /** When the call came in: the real time, not the mock's clock. */
  readonly time: string;
  readonly method: string;
  /** Path and query, cut to LOG_TEXT_LIMIT characters. */
  readonly path: string;
  /** The contract operation the call matched; null for a path the contract does not have. */
  readonly operationId: string | null;
  /** The caller's role as the login answers it (`A,P`); null without a valid token. */
  readonly role: string | null;
  /** The status answered; null when the connection was dropped or never answered. */
  readonly status: number | null;
  /** From the call's arrival to its answer (or to the client giving up). */
  readonly ms: number;
  /** Why the call was refused or failed: the error answer's message, or what became of it. */
  readonly reason?: string;
  /** The rules that acted on the call, by id. */
  readonly rules?: readonly number[];
  /** The scenario, when its rules acted on the call. */
  readonly scenario?: string;
}

/** What the pipeline learns of a call on its way, for the request log. */
export interface CallTrace {
  /** The contract operation the call matched, once matched. */
  operation: Operation | null;
  role: string | null;
  decision: Decision | null;
}

/** Enough for a developer to scroll back through a screen's calls; bounded per scope. */
export const LOG_LIMIT = 300;

/** A 500-character search must not make an entry, and the log, grow with it. */
export const LOG_TEXT_LIMIT = 300;

function clip(text: string): string {
  return text.length <= LOG_TEXT_LIMIT ? text : `${text.slice(0, LOG_TEXT_LIMIT - 1)}…`;
}

/** An error answer's message, or what became of a dropped call. */
async function reasonOf(response: Response, trace: CallTrace): Promise<string | undefined> {
  if (isDropped(response)) {
    const hung = trace.decision?.final?.kind === 'hang';
    return hung ? 'No answer; the client gave up' : 'Connection dropped';
  }
  if (response.status < 400) return undefined;
  try {
    const body = (await response.clone().json()) as { message?: unknown };
    return typeof body.message === 'string' ? clip(body.message) : undefined;
  } catch {
    return undefined;
  }
}

/** Logs a call before its answer leaves, so a test that reads the log right after finds it. */
export async function logCall(
  log: LogEntry[],
  call: { request: Request; url: URL; response: Response; trace: CallTrace; started: number },
): Promise<void> {
  const { request, response, trace } = call;
  const { pathname, search } = call.url;
  const ms = performance.now() - call.started;
  const reason = await reasonOf(response, trace);
  const rules = trace.decision?.rules ?? [];
  const scenario = trace.decision?.scenario ?? null;
  log.unshift({
    // The real time the call came in: the log is read beside a browser's network panel.
    time: new Date(Date.now() - ms).toISOString(),
    method: request.method,
    path: clip(pathname + search),
    operationId: trace.operation?.operationId ?? null,
    role: trace.role,
    status: isDropped(response) ? null : response.status,
    ms: Math.round(ms * 10) / 10,
    ...(reason === undefined ? {} : { reason }),
    ...(rules.length === 0 ? {} : { rules }),
    ...(scenario === null ? {} : { scenario }),
  });
  if (log.length > LOG_LIMIT) log.pop();
}
