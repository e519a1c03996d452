import type { Role } from '@backoffice/sdk';
import { matchRoute, type Parser } from 'wouter';
import type { Access } from '@/lib/access';
import { type LazyPage, lazyPage, pageByRole } from '@/lib/lazy-page';
import type { MenuIconName } from './menu/menu-icons';

export type LayoutKind = 'default' | 'login' | 'register';

/** A collapsible row of the side menu holding the links that name it. */
export type MenuGroup = { title: string; icon: MenuIconName };

export type AppRoute = {
  /** wouter pattern, e.g. '/voucher/edit/:id?'. */
  path: string;
  /**
   * The screen's title, stated here only: the top bar's h1 (the page's one h1; the page under it
   * never repeats it, ADR 0113), the tab's `%s - Dashboard` and the menu link's text.
   */
  title: string;
  /** Which guard opens it (docs/product.md#roles-and-guards). */
  access: Access;
  layout: LayoutKind;
  /** Code-split: each page is its own chunk, loaded when its route is first opened. */
  page: LazyPage;
  /** The route's link in the side menu; the link's text is the route's title. */
  menu?: {
    icon: MenuIconName;
    /** The roles whose menu shows the link (docs/product.md#layouts-and-menus). */
    roles: readonly Role[];
    group?: MenuGroup;
  };
  /**
   * Marks a page that opens on a list (the palette searches its lists; `pnpm bench:lists` times
   * the way to its first data row, `firstRow`'s selector: docs/engineering.md#budgets).
   */
  list?: { firstRow: string };
};

/** A data row of the kit's DataTable (its skeleton, empty and error rows have other slots). */
export const DATA_TABLE_ROW = '[data-slot="data-table-row"]';

/** A route as the table writes it: in the signed-in shell (`default`) unless it names a layout. */
export type RouteEntry = Omit<AppRoute, 'layout'> & { layout?: LayoutKind };

const ADMIN: readonly Role[] = ['A'];
const PARTNER: readonly Role[] = ['P', 'A,P'];

const TRANSACTION_GROUP: MenuGroup = { title: 'Transaction', icon: 'transaction' };

/**
 * What `/` shows each role: the admin's dashboard, the partner's referral dashboard (an admin who
 * is also a partner gets the partner's), the merchant's home. Each variant is its own chunk: a
 * merchant's browser never downloads the admin chart.
 */
const ReferralDashboard = lazyPage(
  () => import('@/features/referral/referral-dashboard-page'),
  'ReferralDashboard',
  {
    queries: () => import('@/features/referral/page-queries'),
  },
);

export const HomePage = pageByRole({
  A: lazyPage(() => import('@/features/admin-dashboard/admin-dashboard-page'), 'AdminDashboard', {
    queries: () => import('@/features/admin-dashboard/page-queries'),
  }),
  P: ReferralDashboard,
  'A,P': ReferralDashboard,
  M: lazyPage(() => import('@/features/merchant-home/merchant-home-page'), 'MerchantHome', {
    queries: () => import('@/features/merchant-home/page-queries'),
  }),
});

/**
 * What `/edit` shows each role: admins and partners keep a partner_master account (photo,
 * details, password, and a bank account for partners); a merchant keeps the merchant profile and
 * its own password.
 */
const Profile = lazyPage(() => import('@/features/profile/profile-page'), 'ProfilePage', {
  queries: () => import('@/features/profile/page-queries'),
});

const ProfilePage = pageByRole({
  A: Profile,
  P: Profile,
  'A,P': Profile,
  M: lazyPage(
    () => import('@/features/merchant-profile/merchant-profile-page'),
    'MerchantProfilePage',
    {
      queries: () => import('@/features/merchant-profile/page-queries'),
    },
  ),
});

/**
 * Every route of the product (docs/product.md#routes-and-access): the one place that says who
 * opens a route and whose menu links to it; the side menus are derived from it (menu/menus.ts),
 * in its order, a group standing where its first link would.
 * Unlisted paths show the 404 page.
 */
const ROUTE_ENTRIES: readonly RouteEntry[] = [
  {
    path: '/',
    title: 'Dashboard',
    access: 'signed-in',
    page: HomePage,
    menu: { icon: 'dashboard', roles: ['A', 'P', 'A,P', 'M'] },
  },
  {
    path: '/login',
    title: 'Login',
    access: 'guest',
    layout: 'login',
    page: lazyPage(() => import('@/features/auth/login-page'), 'LoginPage'),
  },
  {
    path: '/register',
    title: 'Register',
    access: 'guest',
    layout: 'register',
    page: lazyPage(() => import('@/features/auth/register-page'), 'RegisterPage'),
  },
  {
    path: '/merchant/register',
    title: 'Registrasi Merchant',
    access: 'guest',
    layout: 'register',
    page: lazyPage(
      () => import('@/features/merchant-registration/merchant-registration-page'),
      'MerchantRegistrationPage',
    ),
  },
  {
    path: '/edit',
    title: 'Profil',
    access: 'signed-in',
    page: ProfilePage,
  },
  {
    path: '/users',
    title: 'User',
    access: 'admin',
    page: lazyPage(() => import('@/features/users/user-page'), 'UserPage', {
      queries: () => import('@/features/users/user-list-query'),
    }),
    list: { firstRow: DATA_TABLE_ROW },
    menu: { icon: 'user', roles: ADMIN },
  },
  {
    path: '/partner',
    title: 'Partner',
    access: 'admin',
    page: lazyPage(() => import('@/features/partners/partner-page'), 'PartnerPage', {
      queries: () => import('@/features/partners/partner-list-query'),
    }),
    list: { firstRow: DATA_TABLE_ROW },
    menu: { icon: 'partner', roles: ['A', 'A,P'] },
  },
  {
    path: '/partner/add',
    title: 'Tambah Partner',
    access: 'admin',
    page: lazyPage(() => import('@/features/partners/partner-form-page'), 'PartnerAddPage'),
  },
  {
    // The signed-in partner's own record (docs/product.md#routes-and-access).
    path: '/partner/edit',
    title: 'Ubah Partner',
    access: 'partner',
    page: lazyPage(() => import('@/features/profile/own-partner-edit-page'), 'OwnPartnerEditPage', {
      queries: () => import('@/features/profile/page-queries'),
    }),
  },
  {
    path: '/partner/edit/:id',
    title: 'Ubah Partner',
    access: 'admin',
    page: lazyPage(() => import('@/features/partners/partner-form-page'), 'PartnerEditPage', {
      queries: () => import('@/features/partners/page-queries'),
    }),
  },
  {
    path: '/merchant/list',
    title: 'Merchant List',
    access: 'admin',
    page: lazyPage(() => import('@/features/merchants/merchant-list-page'), 'MerchantListPage', {
      queries: () => import('@/features/merchants/page-queries'),
    }),
    list: { firstRow: DATA_TABLE_ROW },
    menu: { icon: 'store', roles: ADMIN },
  },
  {
    path: '/transaction-list',
    title: 'List Transaction',
    access: 'admin',
    page: lazyPage(
      () => import('@/features/admin-transactions/admin-transaction-page'),
      'AdminTransactionPage',
      {
        queries: () => import('@/features/admin-transactions/admin-transaction-list-query'),
      },
    ),
    list: { firstRow: DATA_TABLE_ROW },
    menu: { icon: 'list', roles: ADMIN, group: TRANSACTION_GROUP },
  },
  {
    path: '/dispute',
    title: 'List Dispute',
    access: 'admin',
    page: lazyPage(() => import('@/features/disputes/dispute-page'), 'DisputePage', {
      queries: () => import('@/features/disputes/dispute-list-query'),
    }),
    list: { firstRow: DATA_TABLE_ROW },
    menu: { icon: 'dispute', roles: ADMIN, group: TRANSACTION_GROUP },
  },
  {
    path: '/dispute/chat/:id?',
    title: 'Chat Dispute',
    access: 'admin',
    page: lazyPage(() => import('@/features/disputes/dispute-chat-page'), 'DisputeChatPage', {
      queries: () => import('@/features/disputes/page-queries'),
    }),
  },
  {
    path: '/dispute/:id',
    title: 'Detail Dispute',
    access: 'admin',
    page: lazyPage(() => import('@/features/disputes/dispute-detail-page'), 'DisputeDetailPage', {
      queries: () => import('@/features/disputes/page-queries'),
    }),
  },
  {
    path: '/project-expee',
    title: 'Proyek & Expee',
    access: 'admin',
    page: lazyPage(() => import('@/features/projects/project-page'), 'ProjectPage', {
      queries: () => import('@/features/projects/project-list-query'),
    }),
    list: { firstRow: DATA_TABLE_ROW },
    menu: { icon: 'project', roles: ADMIN },
  },
  {
    path: '/promo',
    title: 'Promo',
    access: 'admin',
    page: lazyPage(() => import('@/features/promos/promo-page'), 'PromoPage', {
      queries: () => import('@/features/promos/promo-list-query'),
    }),
    list: { firstRow: DATA_TABLE_ROW },
    menu: { icon: 'promo', roles: ADMIN },
  },
  {
    path: '/promo/add',
    title: 'Tambah Promo',
    access: 'admin',
    page: lazyPage(() => import('@/features/promos/promo-form-page'), 'PromoAddPage'),
  },
  {
    path: '/promo/edit/:id?',
    title: 'Ubah Promo',
    access: 'admin',
    page: lazyPage(() => import('@/features/promos/promo-form-page'), 'PromoEditPage', {
      queries: () => import('@/features/promos/page-queries'),
    }),
  },
  {
    path: '/kreator',
    title: 'Kreator',
    access: 'admin',
    page: lazyPage(() => import('@/features/kreators/kreator-page'), 'KreatorPage', {
      queries: () => import('@/features/kreators/kreator-list-query'),
    }),
    list: { firstRow: DATA_TABLE_ROW },
    menu: { icon: 'creator', roles: ADMIN },
  },
  {
    path: '/kreator/add',
    title: 'Tambah Kreator',
    access: 'admin',
    page: lazyPage(() => import('@/features/kreators/kreator-add-page'), 'KreatorAddPage'),
  },
  {
    path: '/event',
    title: 'Event',
    access: 'admin',
    page: lazyPage(() => import('@/features/events/event-page'), 'EventPage', {
      queries: () => import('@/features/events/event-list-query'),
    }),
    list: { firstRow: DATA_TABLE_ROW },
    menu: { icon: 'event', roles: ADMIN },
  },
  {
    path: '/event/add',
    title: 'Tambah Event',
    access: 'admin',
    page: lazyPage(() => import('@/features/events/event-add-page'), 'EventAddPage', {
      queries: () => import('@/features/events/page-queries'),
    }),
  },
  {
    path: '/event/detail/:id?',
    title: 'Detail Event',
    access: 'admin',
    page: lazyPage(() => import('@/features/events/event-detail-page'), 'EventDetailPage', {
      queries: () => import('@/features/events/page-queries'),
    }),
  },
  {
    path: '/survey',
    title: 'Survey',
    access: 'admin',
    page: lazyPage(() => import('@/features/surveys/survey-page'), 'SurveyPage', {
      queries: () => import('@/features/surveys/survey-list-query'),
    }),
    list: { firstRow: DATA_TABLE_ROW },
    menu: { icon: 'survey', roles: ADMIN },
  },
  {
    path: '/survey/add',
    title: 'Tambah Survey',
    access: 'admin',
    page: lazyPage(() => import('@/features/surveys/survey-form-page'), 'SurveyAddPage', {
      queries: () => import('@/features/surveys/page-queries'),
    }),
  },
  {
    path: '/survey/edit/:id?',
    title: 'Ubah Survey',
    access: 'admin',
    page: lazyPage(() => import('@/features/surveys/survey-form-page'), 'SurveyEditPage', {
      queries: () => import('@/features/surveys/page-queries'),
    }),
  },
  {
    path: '/member',
    title: 'Member',
    access: 'partner',
    page: lazyPage(() => import('@/features/members/member-page'), 'MemberPage', {
      queries: () => import('@/features/members/member-list-query'),
    }),
    list: { firstRow: DATA_TABLE_ROW },
    menu: { icon: 'member', roles: PARTNER },
  },
  {
    path: '/transaction',
    title: 'Transaction',
    access: 'partner',
    page: lazyPage(
      () => import('@/features/partner-transactions/transaction-page'),
      'TransactionPage',
      {
        queries: () => import('@/features/partner-transactions/transaction-list-query'),
      },
    ),
    list: { firstRow: DATA_TABLE_ROW },
    menu: { icon: 'transaction', roles: PARTNER },
  },
  {
    // "Wirthdraw" is the product's spelling, in the menu and in the route.
    path: '/wirthdraw',
    title: 'Wirthdraw',
    access: 'partner',
    page: lazyPage(() => import('@/features/withdrawals/withdrawal-page'), 'WithdrawalPage', {
      queries: () => import('@/features/withdrawals/page-queries'),
    }),
    list: { firstRow: DATA_TABLE_ROW },
    menu: { icon: 'wallet', roles: PARTNER },
  },
  {
    path: '/voucher',
    title: 'Voucher',
    access: 'merchant',
    page: lazyPage(() => import('@/features/vouchers/voucher-page'), 'VoucherPage', {
      queries: () => import('@/features/vouchers/list-page-queries'),
    }),
    list: { firstRow: DATA_TABLE_ROW },
    menu: { icon: 'voucher', roles: ['M'] },
  },
  {
    path: '/voucher/add',
    title: 'Tambah Voucher',
    access: 'merchant',
    page: lazyPage(() => import('@/features/vouchers/voucher-form-page'), 'VoucherAddPage', {
      queries: () => import('@/features/vouchers/page-queries'),
    }),
  },
  {
    // Without an id the page shows its not-found state (docs/product.md#routes-and-access).
    path: '/voucher/edit/:id?',
    title: 'Ubah Voucher',
    access: 'merchant',
    page: lazyPage(() => import('@/features/vouchers/voucher-form-page'), 'VoucherEditPage', {
      queries: () => import('@/features/vouchers/page-queries'),
    }),
  },
];

export const ROUTES: readonly AppRoute[] = ROUTE_ENTRIES.map((route) => ({
  layout: 'default',
  ...route,
}));

/** The first of these routes whose pattern matches the location, as the router picks it. */
export function routeAt(routes: readonly AppRoute[], parser: Parser, location: string) {
  return routes.find((route) => matchRoute(parser, route.path, location)[0]);
}
