import type { Role } from '@backoffice/sdk';
import { preloadDialogs } from '@backoffice/ui';
import { useEffect } from 'react';
import { preloadToasts } from '@/lib/notify';
import { ROUTES } from '../routes';

/** The pages the role's side menu links to; what a signed-in user opens next. */
export function menuPagesFor(role: Role) {
  return ROUTES.flatMap((route) =>
    route.page !== null && route.menu?.roles.includes(role) ? [route.page] : [],
  );
}

type Idle = { start: (run: () => void) => number; cancel: (handle: number) => void };

function idleScheduler(): Idle {
  if (typeof window.requestIdleCallback === 'function') {
    return {
      start: (run) => window.requestIdleCallback(run, { timeout: 2000 }),
      cancel: (handle) => window.cancelIdleCallback(handle),
    };
  }
  return {
    start: (run) => window.setTimeout(run, 200),
    cancel: (handle) => window.clearTimeout(handle),
  };
}

/**
 * Once the signed-in shell is idle, fetches the chunks of the pages its menu links to, so that
 * following a link shows the page at once instead of a loading state React holds for 300 ms
 * (docs/decisions/0015). The chunks are small and cached; nothing runs until a page is opened.
 * With them go the toaster and the dialogs, which load on first use (ADR 0103): a signed-in
 * page's first toast or dialog then shows at once, offline too.
 */
export function usePreloadMenuPages(role: Role | null): void {
  useEffect(() => {
    if (role === null) return;
    const idle = idleScheduler();
    const handle = idle.start(() => {
      for (const page of menuPagesFor(role)) void page.preload();
      preloadToasts();
      void preloadDialogs();
    });
    return () => idle.cancel(handle);
  }, [role]);
}
