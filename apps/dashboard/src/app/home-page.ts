import { HOME_FEATURES } from './home-features';
import { lazyPage, pageByRole } from './lazy-page';

/**
 * `/`: the admin dashboard for A, the referral dashboard for P and A,P, the merchant's home for M.
 * The app layer composes features (they never import each other). Each variant is its own chunk:
 * a merchant's browser never downloads the admin chart.
 */
export const HomePage = pageByRole(HOME_FEATURES, {
  'admin-dashboard': lazyPage(
    () => import('@/features/admin-dashboard/admin-dashboard-page'),
    'AdminDashboard',
    {
      queries: () =>
        import('@/features/admin-dashboard/page-queries').then((m) => m.adminDashboardPageQueries),
    },
  ),
  referral: lazyPage(
    () => import('@/features/referral/referral-dashboard-page'),
    'ReferralDashboard',
    {
      queries: () =>
        import('@/features/referral/page-queries').then((m) => m.referralDashboardPageQueries),
    },
  ),
  'merchant-home': lazyPage(
    () => import('@/features/merchant-home/merchant-home-page'),
    'MerchantHome',
    {
      queries: () =>
        import('@/features/merchant-home/page-queries').then((m) => m.merchantHomePageQueries),
    },
  ),
});
