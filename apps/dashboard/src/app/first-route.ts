import { canAccess } from '@/lib/access';
import { hasFirstCalls } from '@/lib/first-call';
import { readSession } from '@/lib/session';
import { preloadRoute } from './layouts/layouts';
import { ROUTES } from './routes';

/**
 * How long the first render waits, once the route's code is in, for answers `public/boot.js` asked
 * for (nearly always in by then): a list drawn with its rows is drawn once, not twice (0.5 s on a
 * phone's CPU).
 */
const FIRST_ANSWERS_WAIT_MS = 300;

/**
 * Opens the route of the address the page was loaded at, before React's first render: asks for
 * its page's first answers (which `RouteView` then finds on their way) and settles once its
 * layout's and page's chunks are in, so the first render draws the route, not a loading state
 * React would keep 300 ms more (docs/performance.md#the-first-answer-asked-for-by-the-entry); and
 * once the answers `public/boot.js` asked for are in too (FIRST_ANSWERS_WAIT_MS at most). Only a
 * path without a parameter, whose document preloaded that code (ADR 0229); any other renders at
 * once. Never fails: a chunk that does not load is left to the page.
 */
export function openFirstRoute({ pathname, search }: Pick<Location, 'pathname' | 'search'>) {
  const route = ROUTES.find((candidate) => candidate.path === pathname);
  if (!route) return Promise.resolve();
  const early = hasFirstCalls();
  const answers = canAccess(route.access, readSession())
    ? route.page.prefetch({ search: search.replace(/^\?/, ''), params: {} })
    : Promise.resolve();
  const code = preloadRoute(route);
  if (!early) return code;
  const waitLonger = code.then(
    () => new Promise((done) => setTimeout(done, FIRST_ANSWERS_WAIT_MS)),
  );
  return Promise.race([Promise.all([code, answers]), waitLonger]);
}
