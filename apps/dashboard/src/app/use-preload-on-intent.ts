import { useEffect } from 'react';
import { useRouter } from 'wouter';
import { canAccess } from '@/lib/access';
import { readSession } from '@/lib/session';
import { LAYOUTS } from './layouts/layouts';
import { type BuiltRoute, routeAt } from './routes';

/**
 * When the pointer comes onto a link to one of the app's routes, or the keyboard focuses it, the
 * route's code starts loading (its layout and page), if the session may open it: the click that
 * follows, a few hundred milliseconds later, then finds the chunk loaded. The menu's pages are
 * preloaded anyway; this covers the rest (add buttons, a row's detail, edit links). Code only:
 * hovering down a table would otherwise ask the API for every row's record.
 *
 * One listener on the document, not a prop on each link: every `<a href>` the features render
 * (Wouter's `<Link>`, the kit's `asChild` buttons) gets it without knowing the route table.
 */
export function usePreloadOnIntent(routes: readonly BuiltRoute[]): void {
  const { parser } = useRouter();
  useEffect(() => {
    function preloadLinkedRoute(event: Event) {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      const route = routeAt(routes, parser, link.pathname);
      if (!route || !canAccess(route.access, readSession())) return;
      void LAYOUTS[route.layout].preload();
      void route.page.preload();
    }
    document.addEventListener('pointerover', preloadLinkedRoute, { passive: true });
    document.addEventListener('focusin', preloadLinkedRoute);
    return () => {
      document.removeEventListener('pointerover', preloadLinkedRoute);
      document.removeEventListener('focusin', preloadLinkedRoute);
    };
  }, [routes, parser]);
}
