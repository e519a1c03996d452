import { createApiClient } from '@backoffice/sdk';
import { apiBaseUrl } from './api-base-url';
import { takeFirstCall } from './first-call';
import { isPageLeaving } from './page-leaving';
import { readSession } from './session';

/**
 * How long a read is tried for, from the start of its first try: a screen on a bad network is
 * slower, not an error, and one that cannot load says so within about 10 s. A time, not a count
 * of tries, is what the user waits (docs/decisions/0255-one-retry-engine-the-sdks.md).
 */
export const READ_BUDGET_MS = 10_000;

/**
 * The dashboard's API client. A 401 ends the session: the SDK calls onUnauthorized once per
 * burst of failing calls, so parallel failures sign out (and navigate) once.
 * Kept apart from the React Query hooks (./api) so /login does not download the query observers.
 */
export const apiClient = createApiClient({
  baseUrl: apiBaseUrl,
  auth: () => readSession().token,
  // Every read (a query's, a page of an export, the palette's, a download; never a GET that
  // writes) is tried again after a network error or any 5xx, never a 4xx, waits doubling from
  // 0.5 s to 4 s with jitter, within the budget. Writes are sent once.
  retry: {
    attempts: Number.POSITIVE_INFINITY,
    baseDelayMs: 500,
    maxDelayMs: 4_000,
    budgetMs: READ_BUDGET_MS,
    retryStatus: (status) => status >= 500,
  },
  // A page's first read may have been asked for by public/boot.js already (./first-call.ts).
  // A change sent as the tab closes (lib/undo.ts) must outlive the page. The global fetch is
  // looked up per call, so msw in the tests still sees it.
  fetch: (request) =>
    takeFirstCall(request) ??
    globalThis.fetch(request, isPageLeaving() ? { keepalive: true } : undefined),
  onUnauthorized: () => {
    // A wrong password at login is a 401 too, but there is no session to end then.
    if (readSession().token === null) return;
    // Loaded then, not with the client: /login, which has no session to end, keeps within its
    // 100 KB budget (docs/engineering.md#budgets).
    void import('./sign-out').then(({ endExpiredSession }) => endExpiredSession());
  },
});

// Development only, opt-in (VITE_CONTRACT_WARNINGS=1): every answer is checked against the
// contract and each drift warned once in the console (docs/verify-api.md#drift-warnings-in-development).
// A build-time condition: production builds drop the block and never load ./contract-drift.
if (import.meta.env.DEV && import.meta.env.VITE_CONTRACT_WARNINGS === '1') {
  const drift = import('./contract-drift');
  apiClient.use({
    onResponse({ request, response, schemaPath }) {
      // A copy: the caller reads the answer itself, without waiting for the check.
      const copy = response.clone();
      void drift.then(({ warnOnDrift }) => warnOnDrift(request.method, schemaPath, copy));
    },
  });
}
