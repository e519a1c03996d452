import { ListPage } from '@/lib/list/list-page';
import { transactionList } from './transaction-list';

/** `/transaction` for a partner (P, A,P): its members' transactions, described in transaction-list.tsx. */
export function TransactionPage() {
  return (
    <ListPage
      description="Transaksi member yang kamu ajak, dengan komisimu dari setiap transaksi."
      list={transactionList}
    />
  );
}
