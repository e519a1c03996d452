import { listPage } from '@/lib/list/list-page';
import { adminTransactionList } from './admin-transaction-list';

// The lists this page shows: the palette searches them (docs/palette.md).
export { adminTransactionList } from './admin-transaction-list';

/** `/transaction-list` for an admin (A, A,P): every marketplace transaction, described in admin-transaction-list.tsx. */
export const AdminTransactionPage = listPage(adminTransactionList, {
  description:
    'Transaksi marketplace: bagian yang dibayar klien dan bagian yang diterima freelancer.',
});
