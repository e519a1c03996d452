import { navigate } from 'wouter/use-browser-location';
import { clearSession } from './session';

/**
 * Ends the session (docs/product.md#states): removes the four cookies and goes to /login. The query
 * cache empties itself when the session ends (app/query-client.ts listens), so the next user never
 * sees this one's data.
 */
export function signOut(): void {
  clearSession();
  navigate('/login', { replace: true });
}
