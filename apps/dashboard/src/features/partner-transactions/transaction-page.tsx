import { DataTable, FilterSelect, ListToolbar, PageHeader, SearchInput } from '@backoffice/ui';
import { useListParams } from '@/lib/use-list-params';
import { usePagedList } from '@/lib/use-paged-list';
import { partnerTransactionsQueryOptions } from './api/list-partner-transactions';
import { transactionColumns } from './components/transaction-columns';
import { TRANSACTION_STATUS_OPTIONS } from './lib/labels';
import { partnerTransactionListParams, TRANSACTION_STATUSES } from './lib/list-params';

/** `/transaction` for a partner: its members' transactions and its commission on each. */
export function TransactionPage() {
  const params = useListParams(partnerTransactionListParams);
  const { list } = usePagedList(partnerTransactionsQueryOptions(params.query), params);
  const { status } = params.filters;

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Transaction"
        description="Transaksi member yang kamu ajak, dengan komisimu dari setiap transaksi."
      />
      <DataTable
        caption="Daftar transaksi"
        columns={transactionColumns}
        numbered={false}
        list={list}
        onPageChange={params.setPage}
        empty={params.narrowed ? 'Tidak ada transaksi yang cocok.' : 'Belum ada transaksi.'}
        toolbar={
          <ListToolbar onReset={params.reset} canReset={params.narrowed}>
            <SearchInput label="Cari transaksi" value={params.search} onSearch={params.setSearch} />
            <FilterSelect
              label="Status"
              value={status ?? ''}
              options={TRANSACTION_STATUS_OPTIONS}
              onValueChange={(value) =>
                params.setFilters({ status: TRANSACTION_STATUSES.find((known) => known === value) })
              }
            />
          </ListToolbar>
        }
      />
    </div>
  );
}
