import type { Role } from '@backoffice/sdk';
import type { IconComponent } from '@/lib/icons';
import { type MenuGroup, ROUTES } from '../routes';
import { MENU_ICONS, type MenuIconName } from './menu-icons';

/** A side-menu row (docs/product.md#layouts-and-menus): a link, or a group of links. */
export type MenuItem = {
  title: string;
  icon: IconComponent;
  /** The link's path; null for a group. */
  to: string | null;
  /** The current page is this item or, for a group, one of its sub-items. */
  active: boolean;
  subItems: MenuItem[];
};

function row(title: string, icon: MenuIconName, to: string | null, pathname: string): MenuItem {
  // A link is active on its own path and on the pages below it (/voucher/add under /voucher).
  const active = to !== null && (pathname === to || (to !== '/' && pathname.startsWith(`${to}/`)));
  return { title, icon: MENU_ICONS[icon], to, active, subItems: [] };
}

/**
 * The role's side menu, derived from the route table: the routes whose menu entry names the
 * role, in the table's order, a group standing where its first link would; `active` set for the
 * current path. No menu without a known role.
 */
export function menuFor(role: Role | null, pathname: string): MenuItem[] {
  if (role === null) return [];
  const items: MenuItem[] = [];
  const groups = new Map<MenuGroup, MenuItem>();
  for (const { title, path, menu } of ROUTES) {
    if (!menu?.roles.includes(role)) continue;
    const item = row(title, menu.icon, path, pathname);
    const { group } = menu;
    if (group === undefined) {
      items.push(item);
      continue;
    }
    let parent = groups.get(group);
    if (parent === undefined) {
      parent = row(group.title, group.icon, null, pathname);
      groups.set(group, parent);
      items.push(parent);
    }
    parent.subItems.push(item);
    parent.active ||= item.active;
  }
  return items;
}
