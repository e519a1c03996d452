import { Button, DataTable, ListToolbar, PageHeader, SearchInput } from '@backoffice/ui';
import { Link } from 'wouter';
import { useListParams } from '@/lib/use-list-params';
import { usePagedList } from '@/lib/use-paged-list';
import { kreatorsQueryOptions } from './api/list-kreators';
import { kreatorColumns } from './components/kreator-columns';
import { kreatorListParams } from './lib/list-params';
import { kreatorPaths } from './paths';

/** `/kreator` for an admin: the event creators. */
export function KreatorPage() {
  const params = useListParams(kreatorListParams);
  const { list } = usePagedList(kreatorsQueryOptions(params.query), params);
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Kreator"
        description="Kreator yang membuat event; akun baru aktif setelah email diverifikasi."
        actions={
          <Button asChild>
            <Link href={kreatorPaths.add}>Tambah Kreator</Link>
          </Button>
        }
      />
      <DataTable
        caption="Daftar kreator"
        columns={kreatorColumns}
        list={list}
        onPageChange={params.setPage}
        empty={params.narrowed ? 'Tidak ada kreator yang cocok.' : 'Belum ada kreator.'}
        toolbar={
          <ListToolbar onReset={params.reset} canReset={params.narrowed}>
            <SearchInput label="Cari kreator" value={params.search} onSearch={params.setSearch} />
          </ListToolbar>
        }
      />
    </div>
  );
}
