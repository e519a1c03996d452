import type { Role } from '@backoffice/sdk';
import type { IconComponent } from '@/lib/icons';
import { type AppRoute, type MenuEntry, type MenuGroup, ROUTES } from '../routes';
import { MENU_ICONS } from './menu-icons';

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

type MenuRoute = AppRoute & { menu: MenuEntry };

/** A link is active on its own path and on the pages below it (/voucher/add under /voucher). */
export function isActivePath(to: string, pathname: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}

function link(route: MenuRoute, pathname: string): MenuItem {
  const { title, path, menu } = route;
  return {
    title,
    icon: MENU_ICONS[menu.icon],
    to: path,
    active: isActivePath(path, pathname),
    subItems: [],
  };
}

function groupRow(group: MenuGroup): MenuItem {
  return {
    title: group.title,
    icon: MENU_ICONS[group.icon],
    to: null,
    active: false,
    subItems: [],
  };
}

/**
 * The role's side menu, derived from the route table: the routes whose menu entry names the
 * role, in the table's order, a group standing where its first link would; `active` set for the
 * current path. No menu without a known role.
 */
export function menuFor(role: Role | null, pathname: string): MenuItem[] {
  if (role === null) return [];
  const links = ROUTES.filter(
    (route): route is MenuRoute => route.menu?.roles.includes(role) === true,
  );
  const items: MenuItem[] = [];
  const groups = new Map<MenuGroup, MenuItem>();
  for (const route of links) {
    const item = link(route, pathname);
    const { group } = route.menu;
    if (group === undefined) {
      items.push(item);
      continue;
    }
    let row = groups.get(group);
    if (row === undefined) {
      row = groupRow(group);
      groups.set(group, row);
      items.push(row);
    }
    row.subItems.push(item);
    row.active ||= item.active;
  }
  return items;
}
