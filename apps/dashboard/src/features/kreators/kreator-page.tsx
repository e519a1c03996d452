import { listPage } from '@/lib/list/list-page';
import { kreatorList } from './kreator-list';
import { kreatorPaths } from './paths';

// The lists this page shows: the palette searches them (docs/palette.md).
export { kreatorList } from './kreator-list';

/** `/kreator` for an admin: the event creators, described in kreator-list.tsx. */
export const KreatorPage = listPage(kreatorList, {
  description: 'Kreator yang membuat event; akun baru aktif setelah email diverifikasi.',
  add: { href: kreatorPaths.add, label: 'Tambah kreator' },
});
