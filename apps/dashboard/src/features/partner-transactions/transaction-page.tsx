import { PageHeader } from '@backoffice/ui';
import { DescribedList } from '@/lib/list/described-list';
import { transactionList } from './transaction-list';

/** `/transaction` for a partner (P, A,P): its members' transactions, described in transaction-list.tsx. */
export function TransactionPage() {
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Transaction"
        description="Transaksi member yang kamu ajak, dengan komisimu dari setiap transaksi."
      />
      <DescribedList description={transactionList} />
    </div>
  );
}
