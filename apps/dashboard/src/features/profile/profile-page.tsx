import { PageHeader } from '@backoffice/ui';
import { useSession } from '@/lib/use-session';
import { BankSection } from './components/bank-section';
import { OwnProfileSection } from './components/own-profile-section';
import { PasswordSection } from './components/password-section';

/**
 * /edit for admins and partners: the own record with its photo, the password, and for a partner
 * (P, A,P) the bank account withdrawals are paid to.
 */
export function ProfilePage() {
  const { roles } = useSession();
  return (
    <div className="grid gap-6">
      <PageHeader title="Profil" description="Data akun, foto, dan password yang kamu pakai." />
      <OwnProfileSection label="Data profil" />
      <PasswordSection />
      {roles.includes('P') ? <BankSection /> : null}
    </div>
  );
}
