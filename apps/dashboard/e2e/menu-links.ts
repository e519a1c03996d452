import { menuFor } from '../src/app/menu/menus';
import type { DemoRole } from './fixtures';

/**
 * The link texts of the side menu the route table gives a role (src/app/routes.ts, menu/menus.ts),
 * in order, groups opened: what `menuLinks(page)` must read. The product's menus are stated once,
 * in src/app/menu/menus.dom.test.ts; the journeys check the browser shows the table's.
 */
export function menuLinksOf(role: DemoRole): string[] {
  return menuFor(role, '/')
    .flatMap((item) => (item.to === null ? item.subItems : [item]))
    .map((item) => item.title);
}
