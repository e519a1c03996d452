import { Suspense } from 'react';
import { useLocation, useRouter } from 'wouter';
import { useSession } from '@/lib/use-session';
import { NotFoundPage } from './errors/error-page';
import { LAYOUTS } from './layouts/layouts';
import { RouteLoading, RouteView } from './route-view';
import { isBuilt, ROUTES, routeAt } from './routes';
import { usePreloadOnIntent } from './use-preload-on-intent';

/** The routes the router renders: a product route whose screen is not built shows the 404 page. */
const BUILT_ROUTES = ROUTES.filter(isBuilt);

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
  usePreloadOnIntent(BUILT_ROUTES);
  const route = routeAt(BUILT_ROUTES, parser, location);
  if (!route) return <NotFound />;
  return <RouteView route={route} />;
}
