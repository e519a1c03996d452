import { TopProgress } from '@backoffice/ui';

/** Suspense fallback while a route's chunk loads: the progress bar, nothing else to flash. */
export function RouteLoading() {
  return <TopProgress active />;
}
