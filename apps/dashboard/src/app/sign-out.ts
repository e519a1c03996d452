import { navigate } from 'wouter/use-browser-location';
import { clearSession } from '@/lib/session';
import { queryClient } from './query-client';

/**
 * Ends the session (spec section 4): removes the four cookies, drops every cached answer (the
 * next user must not see them) and goes to /login.
 */
export function signOut(): void {
  clearSession();
  queryClient.clear();
  navigate('/login', { replace: true });
}
