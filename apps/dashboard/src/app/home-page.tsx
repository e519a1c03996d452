import { useSession } from '@/lib/use-session';
import { lazyPage } from './lazy-page';

// The app layer composes features (they never import each other). Each variant is its own
// chunk: a merchant's browser never downloads the admin chart.
const AdminDashboard = lazyPage(
  () => import('@/features/admin-dashboard/admin-dashboard-page'),
  'AdminDashboard',
);
const ReferralDashboard = lazyPage(
  () => import('@/features/referral/referral-dashboard-page'),
  'ReferralDashboard',
);
const MerchantHome = lazyPage(
  () => import('@/features/merchant-home/merchant-home-page'),
  'MerchantHome',
);

/** `/`: the admin dashboard for A, the referral dashboard for P and A,P, the merchant's home for M. */
export function HomePage() {
  const { role } = useSession();
  switch (role) {
    case 'A':
      return <AdminDashboard />;
    case 'P':
    case 'A,P':
      return <ReferralDashboard />;
    case 'M':
      return <MerchantHome />;
    default:
      // The signed-in guard lets no session without a known role reach this page.
      return null;
  }
}
