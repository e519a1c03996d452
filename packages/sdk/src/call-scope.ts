/**
 * One call's clock and cancellation: the caller's `signal` and the `timeoutMs` limit, whose clock
 * starts when the call starts (not when the client was made), covering every attempt, the waits
 * between them and the reading of the answer. `signal` is what each attempt's fetch gets.
 */
export interface CallScope {
  readonly signal: AbortSignal | undefined;
  /** Why the call was stopped: its time limit, its caller, or null while it runs. */
  stopped(): 'timeout' | 'aborted' | null;
  /** Waits `ms`, ending early (rejecting) when the call is stopped. */
  sleep(ms: number): Promise<void>;
  dispose(): void;
}

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
  let reason: 'timeout' | 'aborted' | null = null;
  const stop = (why: 'timeout' | 'aborted') => {
    if (reason !== null) return;
    reason = why;
    controller.abort(new DOMException(`The call was stopped (${why})`, 'AbortError'));
  };
  const onCallerAbort = () => stop('aborted');
  if (callerSignal?.aborted) stop('aborted');
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  const timer = limited ? setTimeout(() => stop('timeout'), timeoutMs) : undefined;
  return {
    signal: controller.signal,
    stopped: () => reason,
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
