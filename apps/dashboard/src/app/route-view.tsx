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
