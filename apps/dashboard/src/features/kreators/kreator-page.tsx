import { Button, PageHeader } from '@backoffice/ui';
import { Link } from 'wouter';
import { DescribedList } from '@/lib/list/described-list';
import { kreatorList } from './kreator-list';
import { kreatorPaths } from './paths';

/** `/kreator` for an admin: the event creators, described in kreator-list.tsx. */
export function KreatorPage() {
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Kreator"
        description="Kreator yang membuat event; akun baru aktif setelah email diverifikasi."
        actions={
          <Button asChild>
            <Link href={kreatorPaths.add}>Tambah Kreator</Link>
          </Button>
        }
      />
      <DescribedList description={kreatorList} />
    </div>
  );
}
