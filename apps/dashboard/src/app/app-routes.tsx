import { matchRoute, useLocation, useRouter } from 'wouter';
import { NotFoundPage } from './errors/not-found-page';
import { RouteView } from './route-view';
import { ROUTES } from './routes';

/**
 * Picks the route by hand instead of <Switch> so that every match renders the same <RouteView>
 * element: moving between two pages of one layout keeps the layout (drawer, top bar) mounted.
 */
export function AppRoutes() {
  const [location] = useLocation();
  const { parser } = useRouter();
  const route = ROUTES.find((candidate) => matchRoute(parser, candidate.path, location)[0]);
  if (!route) return <NotFoundPage />;
  return <RouteView route={route} />;
}
