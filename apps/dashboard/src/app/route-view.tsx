import { TopProgress } from '@backoffice/ui';
import { Suspense, useRef } from 'react';
import { Route, useLocation, useRoute, useSearch } from 'wouter';
import { canAccess } from '@/lib/access';
import { useSession } from '@/lib/use-session';
import { useDocumentTitle } from './document-title';
import { RouteGuard } from './guards/route-guard';
import { LAYOUTS, preloadRoute } from './layouts/layouts';
import type { AppRoute } from './routes';

/** Suspense fallback while a route's chunk loads: the progress bar, nothing else to flash. */
export function RouteLoading() {
  return <TopProgress active />;
}

/** One matched route: title, guard, layout, then the page (with its params from <Route>). */
export function RouteView({ route }: { route: AppRoute }) {
  useDocumentTitle(route.title);
  const session = useSession();
  const search = useSearch();
  const [location] = useLocation();
  const [, params] = useRoute(route.path);
  const Layout = LAYOUTS[route.layout];
  const Page = route.page;
  // Both chunks are asked for now, side by side, and so is the page's first answer when the
  // session may open it: otherwise each waits for the one before it to load and render (a round
  // trip more each on a phone). Each loads once. The answers are asked for once per address, not
  // on every render: a later render would ask again for an answer grown stale meanwhile.
  void preloadRoute(route);
  const askedFor = useRef<string | null>(null);
  const address = `${location}?${search}`;
  if (askedFor.current !== address && canAccess(route.access, session)) {
    askedFor.current = address;
    void Page.prefetch({ search, params: params ?? {} });
  }
  return (
    <RouteGuard access={route.access}>
      <Suspense fallback={<RouteLoading />}>
        <Layout title={route.title}>
          <Suspense fallback={<RouteLoading />}>
            <Route path={route.path}>
              <Page />
            </Route>
          </Suspense>
        </Layout>
      </Suspense>
    </RouteGuard>
  );
}
