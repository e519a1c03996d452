import { useEffect } from 'react';
import { useRouter } from 'wouter';
import { canAccess } from '@/lib/access';
import { readSession } from '@/lib/session';
import { preloadRoute } from './layouts/layouts';
import { type AppRoute, routeAt } from './routes';

/**
 * A link to a route the session may open starts loading the route's code when the pointer comes
 * onto it or the keyboard focuses it: the click a few hundred milliseconds later finds it loaded.
 * Code only: hovering down a table would otherwise ask the API for every row's record. One
 * listener on the document, so every `<a href>` gets it without knowing the route table.
 */
export function usePreloadOnIntent(routes: readonly AppRoute[]): void {
  const { parser } = useRouter();
  useEffect(() => {
    function preloadLinkedRoute(event: Event) {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      const route = routeAt(routes, parser, link.pathname);
      if (!route || !canAccess(route.access, readSession())) return;
      void preloadRoute(route);
    }
    document.addEventListener('pointerover', preloadLinkedRoute, { passive: true });
    document.addEventListener('focusin', preloadLinkedRoute);
    return () => {
      document.removeEventListener('pointerover', preloadLinkedRoute);
      document.removeEventListener('focusin', preloadLinkedRoute);
    };
  }, [routes, parser]);
}
