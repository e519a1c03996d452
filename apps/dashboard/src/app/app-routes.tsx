import { Suspense } from 'react';
import { useLocation, useRouter } from 'wouter';
import { useSession } from '@/lib/use-session';
import { NotFoundPage } from './errors/error-page';
import { LAYOUTS } from './layouts/layouts';
import { RouteLoading, RouteView } from './route-view';
import { ROUTES, routeAt } from './routes';
import { usePreloadOnIntent } from './use-preload-on-intent';

/** A signed-in user keeps the menu and the logout around the 404 page; a guest sees it alone. */
function NotFound() {
  const { signedIn } = useSession();
  if (!signedIn) return <NotFoundPage />;
  const Shell = LAYOUTS.default;
  return (
    <Suspense fallback={<RouteLoading />}>
      <Shell title="404 Not Found">
        <NotFoundPage inShell />
      </Shell>
    </Suspense>
  );
}

/**
 * Picks the route by hand instead of <Switch> so that every match renders the same <RouteView>
 * element: moving between two pages of one layout keeps the layout (drawer, top bar) mounted.
 */
export function AppRoutes() {
  const [location] = useLocation();
  const { parser } = useRouter();
  usePreloadOnIntent(ROUTES);
  const route = routeAt(ROUTES, parser, location);
  if (!route) return <NotFound />;
  return <RouteView route={route} />;
}
