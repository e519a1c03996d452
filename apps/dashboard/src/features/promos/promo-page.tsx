import { ListPage } from '@/lib/list/list-page';
import { promoPaths } from './paths';
import { promoList } from './promo-list';

// The lists this page shows: the palette searches them (docs/palette.md).
export { promoList } from './promo-list';

/** `/promo` for an admin: the promo codes, described in promo-list.tsx. */
export function PromoPage() {
  return (
    <ListPage
      description="Kode promo untuk klien, dengan periode dan kuotanya."
      add={{ href: promoPaths.add, label: 'Tambah promo' }}
      list={promoList}
    />
  );
}
