import type { Role } from '@backoffice/sdk';
import { preloadDialogs } from '@backoffice/ui';
import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { preloadToasts } from '@/lib/notify';
import { whenLoadedAndIdle } from '@/lib/when-idle';
import { LazyCommandPalette } from '../palette/palette-trigger';
import { ROUTES } from '../routes';

type Connection = { saveData?: boolean; effectiveType?: string };

/**
 * Whether fetching pages the user may never open is welcome: not when the browser says the user
 * saves data, nor on a 2G or 3G connection (Network Information API; absent elsewhere: welcome).
 */
export function preloadWelcome(connection: Connection | undefined): boolean {
  if (connection === undefined) return true;
  if (connection.saveData === true) return false;
  return !['slow-2g', '2g', '3g'].includes(connection.effectiveType ?? '');
}

/**
 * Fetches the chunks of the pages the role's menu links to (docs/decisions/0015), and the
 * toaster, the dialogs and the palette (ADR 0103, docs/palette.md), so they show at once, offline
 * too. Only once the opening page has everything (loaded, no query under way, the browser idle):
 * earlier, these requests compete with its own. Once per signed-in role.
 */
export function usePreloadMenuPages(role: Role | null): void {
  const settled = useIsFetching() === 0;
  const preloadedFor = useRef<Role | null>(null);
  useEffect(() => {
    if (role === null || !settled || preloadedFor.current === role) return;
    const connection = (navigator as Navigator & { connection?: Connection }).connection;
    if (!preloadWelcome(connection)) return;
    return whenLoadedAndIdle(() => {
      preloadedFor.current = role;
      // What a signed-in user opens next.
      for (const { page, menu } of ROUTES) if (menu?.roles.includes(role)) void page.preload();
      preloadToasts();
      void preloadDialogs();
      void LazyCommandPalette.preload();
    });
  }, [role, settled]);
}
