import { navigate } from 'wouter/use-browser-location';
import { clearSession } from '@/lib/session';

/**
 * Ends the session (spec section 4): removes the four cookies and goes to /login. The query
 * cache empties itself when the session ends (query-client.ts listens), so the next user never
 * sees this one's data.
 */
export function signOut(): void {
  clearSession();
  navigate('/login', { replace: true });
}
