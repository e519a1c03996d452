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

/**
 * A call as the pipeline records it, cheaply (no date or path formatting on the way); made a
 * LogEntry only when the log is read.
 */
export type LoggedCall = Omit<LogEntry, 'time' | 'path'> & {
  /** Date.now() when the call came in. */
  readonly at: number;
  /** The request's URL, cut to twice LOG_TEXT_LIMIT characters (the entry's path is cut again). */
  readonly url: string;
};

/** Enough for a developer to scroll back through a screen's calls; bounded per scope. */
export const LOG_LIMIT = 300;

/** A 500-character search must not make an entry, and the log, grow with it. */
export const LOG_TEXT_LIMIT = 300;

export function clip(text: string): string {
  return text.length <= LOG_TEXT_LIMIT ? text : `${text.slice(0, LOG_TEXT_LIMIT - 1)}…`;
}

/** Bounds what one call keeps, however long its URL. */
export function clipUrl(url: string): string {
  return url.length <= 2 * LOG_TEXT_LIMIT ? url : url.slice(0, 2 * LOG_TEXT_LIMIT);
}

function entryOf(call: LoggedCall): LogEntry {
  const { url, reason, rules, scenario } = call;
  return {
    time: new Date(call.at).toISOString(),
    method: call.method,
    // scheme://host/path?query: the path starts at the first slash after the host.
    path: clip(url.slice(url.indexOf('/', url.indexOf('//') + 2))),
    operationId: call.operationId,
    role: call.role,
    status: call.status,
    ms: Math.round(call.ms * 10) / 10,
    ...(reason === undefined ? {} : { reason: clip(reason) }),
    ...(rules === undefined ? {} : { rules }),
    ...(scenario === undefined ? {} : { scenario }),
  };
}

/** The last LOG_LIMIT calls, in a ring: adding one costs the same however long the mock runs. */
export class RequestLog {
  private readonly ring: (LoggedCall | undefined)[] = new Array(LOG_LIMIT);
  private next = 0;

  add(call: LoggedCall): void {
    this.ring[this.next] = call;
    this.next = (this.next + 1) % LOG_LIMIT;
  }

  newestFirst(): LogEntry[] {
    const entries: LogEntry[] = [];
    for (let back = 1; back <= LOG_LIMIT; back++) {
      const call = this.ring[(this.next - back + LOG_LIMIT) % LOG_LIMIT];
      if (call === undefined) break;
      entries.push(entryOf(call));
    }
    return entries;
  }

  clear(): void {
    this.ring.fill(undefined);
    this.next = 0;
  }
}
