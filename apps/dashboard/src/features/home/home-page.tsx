import { AdminDashboard } from '@/features/admin-dashboard/admin-dashboard-page';
import { MerchantHome } from '@/features/merchant-home/merchant-home-page';
import { ReferralDashboard } from '@/features/referral/referral-dashboard-page';
import { useSession } from '@/lib/use-session';

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
