import { useSession } from '@/lib/use-session';
import { HOME_FEATURES, type HomeFeature } from './home-features';
import { type LazyPage, lazyPage } from './lazy-page';

// The app layer composes features (they never import each other). Each variant is its own
// chunk: a merchant's browser never downloads the admin chart.
const PAGES: Record<HomeFeature, LazyPage> = {
  'admin-dashboard': lazyPage(
    () => import('@/features/admin-dashboard/admin-dashboard-page'),
    'AdminDashboard',
  ),
  referral: lazyPage(
    () => import('@/features/referral/referral-dashboard-page'),
    'ReferralDashboard',
  ),
  'merchant-home': lazyPage(
    () => import('@/features/merchant-home/merchant-home-page'),
    'MerchantHome',
  ),
};

/** `/`: the admin dashboard for A, the referral dashboard for P and A,P, the merchant's home for M. */
export function HomePage() {
  const { role } = useSession();
  // The signed-in guard lets no session without a known role reach this page.
  if (role === null) return null;
  const Page = PAGES[HOME_FEATURES[role]];
  return <Page />;
}
