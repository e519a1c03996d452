import type { Dispute } from '@backoffice/sdk';
import { DataTable, FilterSelect, ListToolbar, PageHeader, SearchInput } from '@backoffice/ui';
import { useListParams } from '@/lib/use-list-params';
import { usePagedList } from '@/lib/use-paged-list';
import { disputesQueryOptions } from './api/list-disputes';
import { disputeColumns } from './components/dispute-columns';
import { DISPUTE_STATUS_OPTIONS } from './lib/labels';
import { disputeListParams } from './lib/list-params';

/**
 * `/dispute` for an admin: the disputes, newest first. The ones waiting for an admin (open, in
 * review) carry a strong badge, and the count of them leads to the open ones.
 */
export function DisputePage() {
  const params = useListParams(disputeListParams);
  const { list, query } = usePagedList(disputesQueryOptions(params.query), params);
  const { status } = params.filters;
  const waiting = query.data?.meta.totalActive;

  return (
    <div className="grid gap-6">
      <PageHeader
        title="List Dispute"
        description={
          waiting === undefined
            ? 'Sengketa antara klien dan freelancer.'
            : `Sengketa antara klien dan freelancer; ${waiting} belum diputuskan.`
        }
      />
      <DataTable
        caption="Daftar sengketa"
        columns={disputeColumns}
        list={list}
        onPageChange={params.setPage}
        empty={params.narrowed ? 'Tidak ada sengketa yang cocok.' : 'Belum ada sengketa.'}
        toolbar={
          <ListToolbar onReset={params.reset} canReset={params.narrowed}>
            <SearchInput label="Cari sengketa" value={params.search} onSearch={params.setSearch} />
            <FilterSelect
              label="Status"
              value={status ?? ''}
              options={DISPUTE_STATUS_OPTIONS}
              onValueChange={(value) =>
                params.setFilters({
                  status: value === '' ? undefined : (value as Dispute['status']),
                })
              }
            />
          </ListToolbar>
        }
      />
    </div>
  );
}
