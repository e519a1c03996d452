import type { Role } from '@backoffice/sdk';
import {
  CreatorIcon,
  DashboardIcon,
  DisputeIcon,
  EventIcon,
  type IconComponent,
  ListIcon,
  MemberIcon,
  PartnerIcon,
  ProjectIcon,
  PromoIcon,
  StoreIcon,
  SurveyIcon,
  TransactionIcon,
  UserIcon,
  VoucherIcon,
  WalletIcon,
} from '@/lib/icons';

/** A side-menu entry as configured: a link (`to`) or a group of links (`subItems`). */
export type MenuEntry = {
  title: string;
  icon: IconComponent;
  to?: string;
  subItems?: MenuEntry[];
};

/** Menu item fields of spec section 2: title, icon, to, active, sub-items. */
export type MenuItem = {
  title: string;
  icon: IconComponent;
  to: string | null;
  /** The current page is this item or, for a group, one of its sub-items. */
  active: boolean;
  subItems: MenuItem[];
};

const dashboard: MenuEntry = { title: 'Dashboard', icon: DashboardIcon, to: '/' };
const partner: MenuEntry = { title: 'Partner', icon: PartnerIcon, to: '/partner' };
const member: MenuEntry = { title: 'Member', icon: MemberIcon, to: '/member' };
const transaction: MenuEntry = { title: 'Transaction', icon: TransactionIcon, to: '/transaction' };
// "Wirthdraw" is the spec's spelling, in the menu and in the route.
const withdraw: MenuEntry = { title: 'Wirthdraw', icon: WalletIcon, to: '/wirthdraw' };

/** Side menus by role, in the order of spec section 2. */
export const MENUS: Record<Role, readonly MenuEntry[]> = {
  'A,P': [dashboard, partner, member, transaction, withdraw],
  A: [
    dashboard,
    { title: 'User', icon: UserIcon, to: '/users' },
    partner,
    { title: 'Merchant List', icon: StoreIcon, to: '/merchant/list' },
    {
      title: 'Transaction',
      icon: TransactionIcon,
      subItems: [
        { title: 'List Transaction', icon: ListIcon, to: '/transaction-list' },
        { title: 'List Dispute', icon: DisputeIcon, to: '/dispute' },
      ],
    },
    { title: 'Proyek & Expee', icon: ProjectIcon, to: '/project-expee' },
    { title: 'Promo', icon: PromoIcon, to: '/promo' },
    { title: 'Kreator', icon: CreatorIcon, to: '/kreator' },
    { title: 'Event', icon: EventIcon, to: '/event' },
    { title: 'Survey', icon: SurveyIcon, to: '/survey' },
  ],
  P: [dashboard, member, transaction, withdraw],
  M: [dashboard, { title: 'Voucher', icon: VoucherIcon, to: '/voucher' }],
};

/** A link is active on its own path and on the pages below it (/voucher/add under /voucher). */
export function isActivePath(to: string, pathname: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}

function resolve(entry: MenuEntry, pathname: string): MenuItem {
  const subItems = (entry.subItems ?? []).map((sub) => resolve(sub, pathname));
  const to = entry.to ?? null;
  const active = (to !== null && isActivePath(to, pathname)) || subItems.some((sub) => sub.active);
  return { title: entry.title, icon: entry.icon, to, active, subItems };
}

/** The role's menu with `active` set for the current path; no menu without a known role. */
export function menuFor(role: Role | null, pathname: string): MenuItem[] {
  if (role === null) return [];
  return MENUS[role].map((entry) => resolve(entry, pathname));
}
