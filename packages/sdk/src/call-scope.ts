/**
 * One call's clock and cancellation: the caller's `signal` and the `timeoutMs` limit, whose clock
 * starts when the call starts (not when the client was made), covering every attempt, the waits
 * between them and the reading of the answer. `signal` is what each attempt's fetch gets.
 */
export interface CallScope {
  readonly signal: AbortSignal | undefined;
  /** Why the call was stopped (its time limit, or its caller with the signal's reason), or null. */
  stopped(): Stop | null;
  /** Waits `ms`, ending early (rejecting) when the call is stopped. */
  sleep(ms: number): Promise<void>;
  dispose(): void;
}

/**
 * A stopped call: `timeoutMs` of its own clock, or the caller's `reason` (an
 * `AbortSignal.timeout` counts as a time limit).
 */
export type Stop =
  | { kind: 'timeout'; timeoutMs: number; reason?: undefined }
  | { kind: 'timeout' | 'aborted'; timeoutMs?: undefined; reason: unknown };

const NOT_STOPPED: CallScope = {
  signal: undefined,
  stopped: () => null,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  dispose: () => {},
};

export function createCallScope(
  callerSignal: AbortSignal | undefined,
  timeoutMs: number | undefined,
): CallScope {
  const limited = timeoutMs !== undefined && timeoutMs > 0 && Number.isFinite(timeoutMs);
  // Nothing to watch: no controller, no timer (the dashboard's calls, and the cheapest path).
  if (!limited && callerSignal === undefined) return NOT_STOPPED;
  const controller = new AbortController();
  let stopped: Stop | null = null;
  const stop = (why: Stop) => {
    if (stopped !== null) return;
    stopped = why;
    controller.abort(new DOMException(`The call was stopped (${why.kind})`, 'AbortError'));
  };
  const onCallerAbort = () => {
    const reason: unknown = callerSignal?.reason;
    const timedOut = reason instanceof DOMException && reason.name === 'TimeoutError';
    stop({ kind: timedOut ? 'timeout' : 'aborted', reason });
  };
  if (callerSignal?.aborted) onCallerAbort();
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  const timer = limited
    ? setTimeout(() => stop({ kind: 'timeout', timeoutMs }), timeoutMs)
    : undefined;
  return {
    signal: controller.signal,
    stopped: () => stopped,
    sleep: (ms) =>
      new Promise((resolve, reject) => {
        if (controller.signal.aborted) return reject(controller.signal.reason);
        const onAbort = () => {
          clearTimeout(wait);
          reject(controller.signal.reason);
        };
        const wait = setTimeout(() => {
          controller.signal.removeEventListener('abort', onAbort);
          resolve();
        }, ms);
        controller.signal.addEventListener('abort', onAbort, { once: true });
      }),
    dispose: () => {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
}
