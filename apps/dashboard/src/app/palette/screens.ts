import { canAccess } from '@/lib/access';
import type { Session } from '@/lib/session';
import { type AppRoute, ROUTES } from '../routes';
import { matchesWords } from './match';

/** A screen or action of the route table the palette offers: its title and where it opens. */
export type PaletteScreen = { title: string; href: string };

/**
 * The screens the session may open, in the route table's order and with its titles (the menus'
 * labels): routes of the signed-in shell, without a path parameter (a record's page is
 * reached through its record). Guest and public pages are not in the palette's shell.
 */
export function screensFor(
  session: Session,
  routes: readonly AppRoute[] = ROUTES,
): PaletteScreen[] {
  return routes
    .filter(
      (route) =>
        route.layout === 'default' &&
        route.access !== 'public' &&
        !route.path.includes(':') &&
        canAccess(route.access, session),
    )
    .map((route) => ({ title: route.title, href: route.path }));
}

/** The screens whose title the query's words start (`tam vou`: Tambah Voucher). */
export function findScreens(screens: readonly PaletteScreen[], query: string): PaletteScreen[] {
  return screens.filter((screen) => matchesWords(screen.title, query));
}
