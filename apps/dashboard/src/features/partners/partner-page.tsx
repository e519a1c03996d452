import { Button, PageHeader } from '@backoffice/ui';
import { Link } from 'wouter';
import { DescribedList } from '@/lib/list/described-list';
import { partnerList } from './partner-list';
import { partnerPaths } from './paths';

/** `/partner` for an admin: the partner accounts, described in partner-list.tsx. */
export function PartnerPage() {
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Partner"
        description="Akun partner referral: kontak, kode referral, jumlah member dan status."
        actions={
          <Button asChild>
            <Link href={partnerPaths.add}>Tambah Partner</Link>
          </Button>
        }
      />
      <DescribedList description={partnerList} />
    </div>
  );
}
