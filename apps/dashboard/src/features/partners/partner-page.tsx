import { listPage } from '@/lib/list/list-page';
import { partnerList } from './partner-list';
import { partnerPaths } from './paths';

// The lists this page shows: the palette searches them (docs/palette.md).
export { partnerList } from './partner-list';

/** `/partner` for an admin: the partner accounts, described in partner-list.tsx. */
export const PartnerPage = listPage(partnerList, {
  description: 'Akun partner referral: kontak, kode referral, jumlah member dan status.',
  add: { href: partnerPaths.add, label: 'Tambah partner' },
});
