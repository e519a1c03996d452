import {
  Button,
  DataTable,
  FilterSelect,
  ListToolbar,
  PageHeader,
  SearchInput,
} from '@backoffice/ui';
import { Link } from 'wouter';
import { useListParams } from '@/lib/use-list-params';
import { usePagedList } from '@/lib/use-paged-list';
import { partnersQueryOptions } from './api/list-partners';
import { partnerColumns } from './components/partner-columns';
import { PartnerRowActions } from './components/partner-row-actions';
import { PARTNER_STATUS_OPTIONS } from './lib/labels';
import { partnerListParams } from './lib/list-params';
import { partnerPaths } from './paths';

/** `/partner` for an admin: the partner accounts; search, status and page in the URL. */
export function PartnerPage() {
  const params = useListParams(partnerListParams);
  const { list } = usePagedList(partnersQueryOptions(params.query), params);
  const { rowstatus } = params.filters;

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Partner"
        description="Akun partner referral: kontak, kode referral, jumlah member dan status."
        actions={
          <Button asChild>
            <Link href={partnerPaths.add}>Tambah Partner</Link>
          </Button>
        }
      />
      <DataTable
        caption="Daftar partner"
        columns={partnerColumns}
        list={list}
        onPageChange={params.setPage}
        empty={params.narrowed ? 'Tidak ada partner yang cocok.' : 'Belum ada partner.'}
        rowActions={(partner) => <PartnerRowActions partner={partner} />}
        toolbar={
          <ListToolbar onReset={params.reset} canReset={params.narrowed}>
            <SearchInput label="Cari partner" value={params.search} onSearch={params.setSearch} />
            <FilterSelect
              label="Status"
              value={rowstatus === undefined ? '' : String(rowstatus)}
              options={PARTNER_STATUS_OPTIONS}
              onValueChange={(value) =>
                params.setFilters({ rowstatus: value === '1' ? 1 : value === '0' ? 0 : undefined })
              }
            />
          </ListToolbar>
        }
      />
    </div>
  );
}
