import { canAccess } from '@/lib/access';
import { hasFirstCalls } from '@/lib/first-call';
import { readSession } from '@/lib/session';
import { preloadRoute } from './layouts/layouts';
import { ROUTES } from './routes';

/**
 * How long the first render waits, once the route's code is in, for the page's first answers when
 * `public/boot.js` asked for them: drawn with its rows, a list is drawn once instead of twice
 * (loading rows, then the rows: two renders and layouts, 0.5 s on a phone's CPU), and an answer
 * asked for that early is nearly always in by then.
 */
const FIRST_ANSWERS_WAIT_MS = 300;

/**
 * Opens the route of the address the page was loaded at, before React's first render: asks for
 * its page's first answers now (the same queries `RouteView` asks for, which then finds them on
 * their way) and settles once its layout's and page's chunks are in, so that the first render
 * draws the route instead of a loading state React would keep for 300 ms more
 * (docs/performance.md#the-first-answer-asked-for-by-the-entry); and, when `public/boot.js` asked
 * for the answers already, once they are in too (for at most FIRST_ANSWERS_WAIT_MS more;
 * docs/performance.md#the-first-call-asked-for-by-bootjs). Only a path without a parameter:
 * its own document has preloaded that code with the entry's (ADR 0229), so the wait is short;
 * any other address renders at once and `RouteView` asks. Never fails: a chunk that does not load
 * is left to the page.
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
