import { PageHeader } from '@backoffice/ui';
import { BankPanel } from '@/lib/bank-account/bank-panel';
import { PasswordSection } from '@/lib/password/password-section';
import { useSession } from '@/lib/use-session';
import { useChangePassword } from './api/own-profile';
import { OwnProfileSection } from './components/own-profile-section';

/**
 * /edit for admins and partners: the own record with its photo, the password, and for a partner
 * (P, A,P) the bank account withdrawals are paid to.
 */
export function ProfilePage() {
  const { roles } = useSession();
  const changePassword = useChangePassword();
  return (
    <div className="grid gap-6">
      <PageHeader description="Data akun, foto, dan password yang kamu pakai." />
      <OwnProfileSection label="Data profil" />
      <PasswordSection send={changePassword.mutateAsync} />
      {roles.includes('P') ? <BankPanel /> : null}
    </div>
  );
}
