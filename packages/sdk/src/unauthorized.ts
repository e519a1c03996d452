import type { ApiError } from './errors';

/**
 * Decides which 401 answers call `onUnauthorized`, so a burst of parallel failures signals once.
 *
 * Every request takes a ticket (an increasing number) when it is sent. The first 401 fires the
 * callback and disarms the gate. The gate re-arms only when a request sent AFTER that call
 * succeeds (typically the new login), so:
 * - 401s of requests already in flight when the callback fired are the same burst: no call;
 * - 401s of requests sent after it but before any success (refetches racing the redirect to the
 *   login page, a retry with the same dead token) are still the same session loss: no call;
 * - after a successful request the next 401 is a new session loss: one call again.
 * No timer is involved, so the window does not depend on how slow the network is.
 */
export function createUnauthorizedGate(onUnauthorized?: (error: ApiError) => void) {
  let issued = 0;
  let armed = true;
  let firedAfter = 0;
  return {
    ticket: () => {
      issued += 1;
      return issued;
    },
    succeeded(ticket: number) {
      if (!armed && ticket > firedAfter) armed = true;
    },
    unauthorized(error: ApiError) {
      if (!armed || !onUnauthorized) return;
      armed = false;
      firedAfter = issued;
      try {
        onUnauthorized(error);
      } catch (callbackError) {
        // A faulty handler must not replace the ApiError the caller is waiting for; surface it
        // as an uncaught error instead of swallowing it.
        queueMicrotask(() => {
          throw callbackError;
        });
      }
    },
  };
}
