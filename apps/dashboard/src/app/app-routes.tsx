import { useLocation, useRouter } from 'wouter';
import { NotFoundPage } from './errors/not-found-page';
import { RouteView } from './route-view';
import { isBuilt, ROUTES, routeAt } from './routes';

/** The routes the router renders: a product route whose screen is not built shows the 404 page. */
const BUILT_ROUTES = ROUTES.filter(isBuilt);

/**
 * Picks the route by hand instead of <Switch> so that every match renders the same <RouteView>
 * element: moving between two pages of one layout keeps the layout (drawer, top bar) mounted.
 */
export function AppRoutes() {
  const [location] = useLocation();
  const { parser } = useRouter();
  const route = routeAt(BUILT_ROUTES, parser, location);
  if (!route) return <NotFoundPage />;
  return <RouteView route={route} />;
}
