import { createApiClient } from '@backoffice/sdk';
import { apiBaseUrl } from './api-base-url';
import { isPageLeaving } from './page-leaving';
import { readSession } from './session';

/**
 * The dashboard's API client. A 401 ends the session: the SDK calls onUnauthorized once per
 * burst of failing calls, so parallel failures sign out (and navigate) once.
 * Kept apart from the React Query hooks (./api) so /login does not download the query observers.
 */
export const apiClient = createApiClient({
  baseUrl: apiBaseUrl,
  auth: () => readSession().token,
  // Reads are tried again by the app's one rule, within its time budget (lib/read-retry.ts);
  // the SDK's retries on top would multiply the tries, and would try a GET that writes.
  retry: false,
  // A change sent as the tab closes (lib/undo.ts) must outlive the page. The global fetch is
  // looked up per call, so msw in the tests still sees it.
  fetch: (request) => globalThis.fetch(request, isPageLeaving() ? { keepalive: true } : undefined),
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
