import { listPage } from '@/lib/list/list-page';
import { promoPaths } from './paths';
import { promoList } from './promo-list';

// The lists this page shows: the palette searches them (docs/palette.md).
export { promoList } from './promo-list';

/** `/promo` for an admin: the promo codes, described in promo-list.tsx. */
export const PromoPage = listPage(promoList, {
  description: 'Kode promo untuk klien, dengan periode dan kuotanya.',
  add: { href: promoPaths.add, label: 'Tambah promo' },
});
