import { Button, PageHeader } from '@backoffice/ui';
import { Link } from 'wouter';
import { DescribedList } from '@/lib/list/described-list';
import { promoPaths } from './paths';
import { promoList } from './promo-list';

/** `/promo` for an admin: the promo codes, described in promo-list.tsx. */
export function PromoPage() {
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Promo"
        description="Kode promo untuk klien, dengan periode dan kuotanya."
        actions={
          <Button asChild>
            <Link href={promoPaths.add}>Tambah Promo</Link>
          </Button>
        }
      />
      <DescribedList description={promoList} />
    </div>
  );
}
