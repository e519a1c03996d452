import { createApiClient } from '@backoffice/sdk';
import { readSession } from './session';
import { endExpiredSession } from './sign-out';

/** The mock API of `pnpm dev` when VITE_API_BASE_URL is not set (docs/engineering.md#fixed-interfaces). */
export const DEFAULT_API_BASE_URL = 'http://127.0.0.1:4010';

/** In the mock build the API answers in the page itself (see main.tsx): the page's own origin. */
export const apiBaseUrl: string =
  import.meta.env.VITE_MOCK === 'browser'
    ? window.location.origin
    : import.meta.env.VITE_API_BASE_URL || DEFAULT_API_BASE_URL;

/**
 * The dashboard's API client. A 401 ends the session: the SDK calls onUnauthorized once per
 * burst of failing calls, so parallel failures sign out (and navigate) once.
 * Kept apart from the React Query hooks (./api) so /login does not download the query observers.
 */
export const apiClient = createApiClient({
  baseUrl: apiBaseUrl,
  getToken: () => readSession().token,
  onUnauthorized: () => {
    // A wrong password at login is a 401 too, but there is no session to end then.
    if (readSession().token === null) return;
    endExpiredSession();
  },
});
