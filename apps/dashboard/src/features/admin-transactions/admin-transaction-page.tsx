import { DataTable, FilterDate, ListToolbar, PageHeader, SearchInput } from '@backoffice/ui';
import { useListParams } from '@/lib/use-list-params';
import { usePagedList } from '@/lib/use-paged-list';
import { adminTransactionsQueryOptions } from './api/list-admin-transactions';
import { adminTransactionColumns } from './components/admin-transaction-columns';
import { adminTransactionListParams } from './lib/list-params';

/** `/transaction-list` for an admin: every marketplace transaction with both shares. */
export function AdminTransactionPage() {
  const params = useListParams(adminTransactionListParams);
  const { list } = usePagedList(adminTransactionsQueryOptions(params.query), params);
  const { start_date, end_date } = params.filters;

  return (
    <div className="grid gap-6">
      <PageHeader
        title="List Transaction"
        description="Transaksi marketplace: bagian yang dibayar klien dan bagian yang diterima freelancer."
      />
      <DataTable
        caption="Daftar transaksi"
        columns={adminTransactionColumns}
        list={list}
        onPageChange={params.setPage}
        empty={params.narrowed ? 'Tidak ada transaksi yang cocok.' : 'Belum ada transaksi.'}
        toolbar={
          <ListToolbar onReset={params.reset} canReset={params.narrowed}>
            <SearchInput label="Cari transaksi" value={params.search} onSearch={params.setSearch} />
            <FilterDate
              label="Dari tanggal"
              value={start_date ?? ''}
              max={end_date}
              onValueChange={(value) => params.setFilters({ start_date: value || undefined })}
            />
            <FilterDate
              label="Sampai tanggal"
              value={end_date ?? ''}
              min={start_date}
              onValueChange={(value) => params.setFilters({ end_date: value || undefined })}
            />
          </ListToolbar>
        }
      />
    </div>
  );
}
