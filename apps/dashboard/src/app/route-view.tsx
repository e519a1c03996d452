import { Suspense } from 'react';
import { Route } from 'wouter';
import { useDocumentTitle } from './document-title';
import { RouteGuard } from './guards/route-guard';
import { LAYOUTS } from './layouts/layouts';
import { RouteLoading } from './route-loading';
import type { BuiltRoute } from './routes';

/** One matched route: title, guard, layout, then the page (with its params from <Route>). */
export function RouteView({ route }: { route: BuiltRoute }) {
  useDocumentTitle(route.title);
  const Layout = LAYOUTS[route.layout];
  const Page = route.page;
  // Both chunks are asked for now, side by side: otherwise the page's request waits until the
  // layout has loaded and rendered (one round trip more on a phone). Each loads once.
  void Layout.preload();
  void Page.preload();
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
