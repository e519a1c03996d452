export const MAX_DELAY_MS = 60_000;

export type Controls =
  | { readonly ok: true; readonly delayMs: number; readonly forcedStatus: number | null }
  | { readonly ok: false; readonly message: string };

function integerHeader(value: string | null): number | null | undefined {
  if (value === null) return null;
  return /^\s*\d+\s*$/.test(value) ? Number(value) : undefined;
}

/** Reads `x-mock-delay` (ms, added to the default latency's place) and `x-mock-status`. */
export function readControls(request: Request, defaultDelayMs: number): Controls {
  const delay = integerHeader(request.headers.get('x-mock-delay'));
  if (delay === undefined || (delay !== null && delay > MAX_DELAY_MS)) {
    return { ok: false, message: `x-mock-delay: must be an integer from 0 to ${MAX_DELAY_MS}` };
  }
  const status = integerHeader(request.headers.get('x-mock-status'));
  if (status === undefined || (status !== null && (status < 200 || status > 599))) {
    return { ok: false, message: 'x-mock-status: must be an HTTP status from 200 to 599' };
  }
  return { ok: true, delayMs: delay ?? defaultDelayMs, forcedStatus: status };
}

export function sleep(ms: number): Promise<void> {
  return ms <= 0 ? Promise.resolve() : new Promise((resolve) => setTimeout(resolve, ms));
}
