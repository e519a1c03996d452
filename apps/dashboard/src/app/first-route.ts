import { canAccess } from '@/lib/access';
import { readSession } from '@/lib/session';
import { LAYOUTS } from './layouts/layouts';
import { isBuilt, ROUTES } from './routes';

/**
 * Opens the route of the address the page was loaded at, before React's first render: asks for
 * its page's first answers now (the same queries `RouteView` asks for, which then finds them on
 * their way) and settles once its layout's and page's chunks are in, so that the first render
 * draws the route instead of a loading state React would keep for 300 ms more
 * (docs/performance.md#the-first-answer-asked-for-by-the-entry). Only a path without a parameter:
 * its own document has preloaded that code with the entry's (ADR 0229), so the wait is short;
 * any other address renders at once and `RouteView` asks. Never fails: a chunk that does not load
 * is left to the page.
 */
export function openFirstRoute({ pathname, search }: Pick<Location, 'pathname' | 'search'>) {
  const route = ROUTES.find((candidate) => candidate.path === pathname);
  if (!route || !isBuilt(route)) return Promise.resolve();
  if (canAccess(route.access, readSession())) {
    void route.page.prefetch({ search: search.replace(/^\?/, ''), params: {} });
  }
  return Promise.all([LAYOUTS[route.layout].preload(), route.page.preload()]);
}
