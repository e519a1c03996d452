import { PageHeader } from '@backoffice/ui';
import { DescribedList } from '@/lib/list/described-list';
import { adminTransactionList } from './admin-transaction-list';

/** `/transaction-list` for an admin (A, A,P): every marketplace transaction, described in admin-transaction-list.tsx. */
export function AdminTransactionPage() {
  return (
    <div className="grid gap-6">
      <PageHeader
        title="List Transaction"
        description="Transaksi marketplace: bagian yang dibayar klien dan bagian yang diterima freelancer."
      />
      <DescribedList description={adminTransactionList} />
    </div>
  );
}
