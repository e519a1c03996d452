/**
 * A stopped call: `timeoutMs` of its own clock, or the caller's `reason` (an
 * `AbortSignal.timeout` counts as a time limit).
 */
export type Stop =
  | { kind: 'timeout'; timeoutMs: number; reason?: undefined }
  | { kind: 'timeout' | 'aborted'; timeoutMs?: undefined; reason: unknown };

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts. */
function pause(signal: AbortSignal | undefined, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(wait);
      reject(signal?.reason);
    };
    const wait = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

const NOT_STOPPED = {
  signal: undefined,
  stopped: (): Stop | null => null,
  sleep: (ms: number) => pause(undefined, ms),
  dispose: () => {},
};

/**
 * One call's clock and cancellation: the caller's `signal` and the `timeoutMs` limit, whose clock
 * starts when the call starts (not when the client was made), covering every attempt, the waits
 * between them and the reading of the answer. Its `signal` is what each attempt's fetch gets;
 * `stopped()` says why the call was stopped (its time limit, or its caller with the signal's
 * reason), or null; `sleep(ms)` waits, ending early (rejecting) when the call is stopped.
 *
 * A fetch signal costs: undici's copy of the request follows it (a listener on it, removed only
 * when the copy is collected, a weak reference, a finalizer). So a call gets one only when
 * something can stop it, and it is a controller of the call's own, the same for every try: the
 * caller's signal, which may outlive thousands of calls, carries one listener per call under way
 * rather than one per request sent. A controller and a timer measured cheaper than
 * `AbortSignal.timeout` (whose timer outlives the call) in bench:sdk (docs/performance.md).
 */
export function createCallScope(
  callerSignal: AbortSignal | undefined,
  timeoutMs: number | undefined,
) {
  const limited = timeoutMs !== undefined && timeoutMs > 0 && Number.isFinite(timeoutMs);
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
  const timer = limited ? setTimeout(stop, timeoutMs, { kind: 'timeout', timeoutMs }) : undefined;
  return {
    signal: controller.signal,
    stopped: () => stopped,
    sleep: (ms: number) => pause(controller.signal, ms),
    dispose: () => {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
}
