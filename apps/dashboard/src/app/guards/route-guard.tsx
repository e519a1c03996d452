import { type ReactNode, useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ACCESS_DENIED_MESSAGE, type Access, canAccess } from '@/lib/access';
import { notify } from '@/lib/notify';
import { loginPathFor } from '@/lib/safe-redirect';
import { hrefWith } from '@/lib/url-state';
import { useSession } from '@/lib/use-session';

function RedirectTo({ to, denied }: { to: string; denied: boolean }) {
  const [, navigate] = useLocation();
  useEffect(() => {
    // The id keeps one toast when StrictMode or a quick re-render runs this effect twice.
    if (denied) notify.error(ACCESS_DENIED_MESSAGE, { id: 'access-denied' });
    navigate(to, { replace: true });
  }, [to, denied, navigate]);
  return null;
}

/**
 * Renders its children when the session may open the route. Otherwise: a signed-in user on a
 * guest page (login) goes to `/`; a signed-in user whose role may not open the page is told so
 * and goes to the login page (which sends them on to `/`); a guest goes there quietly, and comes
 * back here after signing in (docs/product.md#roles-and-guards).
 */
export function RouteGuard({ access, children }: { access: Access; children: ReactNode }) {
  const session = useSession();
  const [location] = useLocation();
  const search = useSearch();

  if (canAccess(access, session)) return children;
  if (access === 'guest') return <RedirectTo to="/" denied={false} />;
  if (session.signedIn) return <RedirectTo to="/login" denied />;
  return <RedirectTo to={loginPathFor(hrefWith(location, search, {}))} denied={false} />;
}
