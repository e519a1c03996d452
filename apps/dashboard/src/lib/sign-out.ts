import { navigate } from 'wouter/use-browser-location';
import { notify } from './notify';
import { waitingChanges } from './page-leaving';
import { loginPathFor } from './safe-redirect';
import { clearSession } from './session';

/**
 * Ends the session (docs/product.md#states): removes the four cookies and goes to /login. The query
 * cache empties itself when the session ends (lib/query-client.ts listens), so the next user never
 * sees this one's data.
 */
export async function signOut(): Promise<void> {
  // What waits for its Batalkan is sent now, and answered, while the session's token is still
  // there to send it with. With nothing waiting the user leaves at once, in this same task.
  const changes = waitingChanges.current;
  if (changes?.has()) await changes.send();
  clearSession();
  navigate('/login', { replace: true });
}

/**
 * The API refused the session (expired, or ended elsewhere): signs out, says why, and brings the
 * user back to this page, query included, once they sign in again.
 */
export function endExpiredSession(): void {
  const here = `${window.location.pathname}${window.location.search}`;
  // The server refuses this session: what waits could not be sent.
  waitingChanges.current?.drop();
  clearSession();
  notify.error('Sesi kamu sudah berakhir. Silakan login kembali.', { id: 'session-expired' });
  navigate(loginPathFor(here), { replace: true });
}
