import { DataTable, FilterSelect, ListToolbar, SearchInput } from '@backoffice/ui';
import { RecordRowActions } from '@/lib/record-row-actions';
import { useListParams } from '@/lib/use-list-params';
import { usePagedList } from '@/lib/use-paged-list';
import { useDeleteVoucher } from './api/delete-voucher';
import { vouchersQueryOptions } from './api/list-vouchers';
import { voucherColumns } from './components/voucher-columns';
import { VOUCHER_STATUS_OPTIONS } from './lib/labels';
import { voucherListParams } from './lib/list-params';
import { voucherPaths } from './paths';

/** The merchant's vouchers: search, status filter and page in the URL; edit and delete per row. */
export function VouchersTab() {
  const params = useListParams(voucherListParams);
  const { list } = usePagedList(vouchersQueryOptions(params.query), params);
  const remove = useDeleteVoucher();
  const { aktif } = params.filters;

  return (
    <DataTable
      caption="Daftar voucher"
      columns={voucherColumns}
      list={list}
      onPageChange={params.setPage}
      empty={params.narrowed ? 'Tidak ada voucher yang cocok.' : 'Belum ada voucher.'}
      rowActions={(voucher) => (
        <RecordRowActions
          name={voucher.name}
          editHref={voucherPaths.edit(voucher.id)}
          deleteTitle="Hapus voucher?"
          deleteDescription={`Voucher ${voucher.name} akan dihapus. Redeem yang sudah ada tetap tercatat.`}
          deleting={remove.isPending(voucher)}
          onDelete={(done) => remove.mutate(voucher, undefined, { onSettled: done })}
        />
      )}
      toolbar={
        <ListToolbar onReset={params.reset} canReset={params.narrowed}>
          <SearchInput label="Cari voucher" value={params.search} onSearch={params.setSearch} />
          <FilterSelect
            label="Status"
            value={aktif === undefined ? '' : String(aktif)}
            options={VOUCHER_STATUS_OPTIONS}
            onValueChange={(value) =>
              params.setFilters({ aktif: value === '' ? undefined : value === 'true' })
            }
          />
        </ListToolbar>
      }
    />
  );
}
