import { listPage } from '@/lib/list/list-page';
import { transactionList } from './transaction-list';

// The lists this page shows: the palette searches them (docs/palette.md).
export { transactionList } from './transaction-list';

/** `/transaction` for a partner (P, A,P): its members' transactions, described in transaction-list.tsx. */
export const TransactionPage = listPage(transactionList, {
  description: 'Transaksi member yang kamu ajak, dengan komisimu dari setiap transaksi.',
});
