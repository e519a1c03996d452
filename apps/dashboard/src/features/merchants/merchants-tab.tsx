import { DataTable, FilterSelect, ListToolbar, SearchInput } from '@backoffice/ui';
import { useListParams } from '@/lib/use-list-params';
import { usePagedList } from '@/lib/use-paged-list';
import { merchantsQueryOptions } from './api/list-merchants';
import { useToggleMerchantActive } from './api/toggle-merchant-active';
import { MerchantActiveSwitch } from './components/merchant-active-switch';
import { merchantIdentityColumns } from './components/merchant-columns';
import { MERCHANT_STATUS_OPTIONS, merchantListParams } from './lib/list-params';

/** Accepted merchants with a switch per row for their active flag. */
export function MerchantsTab() {
  const params = useListParams(merchantListParams);
  const { list } = usePagedList(merchantsQueryOptions(params.query), params);
  const toggle = useToggleMerchantActive();
  const { aktif } = params.filters;

  return (
    <DataTable
      caption="Daftar merchant"
      columns={merchantIdentityColumns}
      list={list}
      onPageChange={params.setPage}
      empty={params.narrowed ? 'Tidak ada merchant yang cocok.' : 'Belum ada merchant.'}
      rowActionsHeader="Status"
      rowActions={(merchant) => (
        <MerchantActiveSwitch
          merchant={merchant}
          busy={toggle.isPending(merchant)}
          onToggle={(row, next) => toggle.mutate(row, next)}
        />
      )}
      toolbar={
        <ListToolbar onReset={params.reset} canReset={params.narrowed}>
          <SearchInput label="Cari merchant" value={params.search} onSearch={params.setSearch} />
          <FilterSelect
            label="Status"
            value={aktif === undefined ? '' : String(aktif)}
            options={MERCHANT_STATUS_OPTIONS}
            onValueChange={(value) =>
              params.setFilters({ aktif: value === '' ? undefined : value === 'true' })
            }
          />
        </ListToolbar>
      }
    />
  );
}
