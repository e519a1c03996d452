import { Button, DataTable, FilterSelect, ListToolbar, SearchInput } from '@backoffice/ui';
import { useListParams } from '@/lib/use-list-params';
import { usePagedList } from '@/lib/use-paged-list';
import { useRedeemCounts } from './api/count-voucher-redeems';
import { useExportVoucherRedeems } from './api/export-voucher-redeems';
import { voucherRedeemsQueryOptions } from './api/list-voucher-redeems';
import { useSetVoucherRedeemStatus } from './api/set-voucher-redeem-status';
import { redeemColumns } from './components/redeem-columns';
import { RedeemCounts } from './components/redeem-counts';
import { RedeemRowActions } from './components/redeem-row-actions';
import { REDEEM_STATUS_OPTIONS } from './lib/labels';
import { REDEEM_STATUSES, redeemListParams } from './lib/list-params';

/** The redeems of the merchant's vouchers: counts, list, accept or reject, and the export. */
export function RedeemsTab() {
  const params = useListParams(redeemListParams);
  const { list } = usePagedList(voucherRedeemsQueryOptions(params.query), params);
  const counts = useRedeemCounts();
  const decide = useSetVoucherRedeemStatus();
  const exporter = useExportVoucherRedeems();
  const { status } = params.filters;

  return (
    <div className="grid gap-6">
      <RedeemCounts counts={counts.data?.data} loading={counts.isPending} />
      <DataTable
        caption="Daftar redeem voucher"
        columns={redeemColumns}
        list={list}
        onPageChange={params.setPage}
        empty={params.narrowed ? 'Tidak ada redeem yang cocok.' : 'Belum ada redeem.'}
        rowActions={(redeem) => (
          <RedeemRowActions
            redeem={redeem}
            busy={decide.isPending(redeem)}
            onDecide={(row, decision, done) => decide.mutate(row, decision, { onSettled: done })}
          />
        )}
        toolbar={
          <ListToolbar onReset={params.reset} canReset={params.narrowed}>
            <SearchInput label="Cari redeem" value={params.search} onSearch={params.setSearch} />
            <FilterSelect
              label="Status"
              value={status ?? ''}
              options={REDEEM_STATUS_OPTIONS}
              onValueChange={(value) =>
                params.setFilters({ status: REDEEM_STATUSES.find((known) => known === value) })
              }
            />
            <Button
              variant="outline"
              className="sm:ml-auto"
              loading={exporter.isPending}
              onClick={() =>
                exporter.mutate({
                  ...(params.search ? { search: params.search } : {}),
                  ...(status ? { status } : {}),
                })
              }
            >
              Download Excel
            </Button>
          </ListToolbar>
        }
      />
    </div>
  );
}
