import { errorResponse } from './errors';

export const MAX_DELAY_MS = 60_000;

function integerHeader(value: string | null): number | null | undefined {
  if (value === null) return null;
  return /^\s*\d+\s*$/.test(value) ? Number(value) : undefined;
}

/** Reads `x-mock-delay` (ms, in the default latency's place) and `x-mock-status`, or their 400. */
export function readControls(request: Request, defaultDelayMs: number) {
  const delay = integerHeader(request.headers.get('x-mock-delay'));
  if (delay === undefined || (delay !== null && delay > MAX_DELAY_MS)) {
    return errorResponse(400, `x-mock-delay: must be an integer from 0 to ${MAX_DELAY_MS}`);
  }
  const status = integerHeader(request.headers.get('x-mock-status'));
  if (status === undefined || (status !== null && (status < 200 || status > 599))) {
    return errorResponse(400, 'x-mock-status: must be an HTTP status from 200 to 599');
  }
  return { delayMs: delay ?? defaultDelayMs, forcedStatus: status };
}

export function sleep(ms: number): Promise<void> {
  return ms <= 0 ? Promise.resolve() : new Promise((resolve) => setTimeout(resolve, ms));
}
