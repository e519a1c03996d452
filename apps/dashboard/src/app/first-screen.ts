import { parse as parsePattern } from 'regexparam';
import { matchRoute } from 'wouter';
import { canAccess } from '@/lib/access';
import { readSession, type Session } from '@/lib/session';
import type { LayoutProps } from './layouts/layout-props';
import { LAYOUTS } from './layouts/layouts';
import type { LazyPage } from './lazy-page';
import { type BuiltRoute, isBuilt, ROUTES, routeAt } from './routes';

const BUILT_ROUTES = ROUTES.filter(isBuilt);

/**
 * Loads what the first screen shows before React first renders: the route's layout and page
 * code, with the page's first answer asked for meanwhile (docs/performance.md#first-screen).
 * Rendered earlier, the layout paints with the page still loading, and React then holds the page
 * back for at least 300 ms after that loading state showed (its Suspense throttle): on every cold
 * visit the page's content came that much later. An address with no route, or that the session
 * may not open (it is sent elsewhere), renders at once. Never rejects: a chunk that fails is left
 * to the page, as on any visit.
 */
export function loadFirstScreen(
  url: URL = new URL(window.location.href),
  session: Session = readSession(),
  routes: readonly BuiltRoute[] = BUILT_ROUTES,
  layouts: Readonly<Record<BuiltRoute['layout'], LazyPage<LayoutProps>>> = LAYOUTS,
): Promise<void> {
  // The router's own pattern parser (wouter's default), so the same route is picked.
  const route = routeAt(routes, parsePattern, url.pathname);
  if (route === undefined || !canAccess(route.access, session)) return Promise.resolve();
  const [, params] = matchRoute(parsePattern, route.path, url.pathname);
  void route.page.prefetch({ search: url.search.slice(1), params: params ?? {} });
  return Promise.all([layouts[route.layout].preload(), route.page.preload()]).then(() => undefined);
}
