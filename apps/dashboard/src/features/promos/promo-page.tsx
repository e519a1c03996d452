import { Button, DataTable, ListToolbar, PageHeader, SearchInput } from '@backoffice/ui';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { todayInJakarta } from '@/lib/jakarta-date';
import { RecordRowActions } from '@/lib/record-row-actions';
import { useListParams } from '@/lib/use-list-params';
import { usePagedList } from '@/lib/use-paged-list';
import { useDeletePromo } from './api/delete-promo';
import { promosQueryOptions } from './api/list-promos';
import { promoColumns } from './components/promo-columns';
import { promoListParams } from './lib/list-params';
import { promoPaths } from './paths';

/** `/promo` for an admin: the promo codes, where each stands, edit and delete per row. */
export function PromoPage() {
  const params = useListParams(promoListParams);
  const { list } = usePagedList(promosQueryOptions(params.query), params);
  const remove = useDeletePromo();
  const columns = useMemo(() => promoColumns(todayInJakarta()), []);

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Promo"
        description="Kode promo untuk klien, dengan periode dan kuotanya."
        actions={
          <Button asChild>
            <Link href={promoPaths.add}>Tambah Promo</Link>
          </Button>
        }
      />
      <DataTable
        caption="Daftar promo"
        columns={columns}
        list={list}
        onPageChange={params.setPage}
        empty={params.narrowed ? 'Tidak ada promo yang cocok.' : 'Belum ada promo.'}
        rowActions={(promo) => (
          <RecordRowActions
            name={promo.title}
            editHref={promoPaths.edit(promo.id)}
            deleteTitle="Hapus promo?"
            deleteDescription={`Promo ${promo.title} (${promo.code}) akan dihapus dan kodenya tidak dapat dipakai lagi.`}
            deleting={remove.isPending(promo)}
            onDelete={(done) => remove.mutate(promo, undefined, { onSettled: done })}
          />
        )}
        toolbar={
          <ListToolbar onReset={params.reset} canReset={params.narrowed}>
            <SearchInput label="Cari promo" value={params.search} onSearch={params.setSearch} />
          </ListToolbar>
        }
      />
    </div>
  );
}
