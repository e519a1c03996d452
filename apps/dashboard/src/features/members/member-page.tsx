import { DataTable, ListToolbar, PageHeader, SearchInput } from '@backoffice/ui';
import { useListParams } from '@/lib/use-list-params';
import { usePagedList } from '@/lib/use-paged-list';
import { partnerMembersQueryOptions } from './api/list-partner-members';
import { memberColumns } from './components/member-columns';
import { memberListParams } from './lib/list-params';

/** `/member` for a partner: the members who joined with its referral codes; search and page in the URL. */
export function MemberPage() {
  const params = useListParams(memberListParams);
  const { list } = usePagedList(partnerMembersQueryOptions(params.query), params);

  return (
    <div className="grid gap-6">
      <PageHeader title="Member" description="Member yang bergabung lewat kode referralmu." />
      <DataTable
        caption="Daftar member"
        columns={memberColumns}
        list={list}
        onPageChange={params.setPage}
        empty={params.narrowed ? 'Tidak ada member yang cocok.' : 'Belum ada member.'}
        toolbar={
          <ListToolbar onReset={params.reset} canReset={params.narrowed}>
            <SearchInput label="Cari member" value={params.search} onSearch={params.setSearch} />
          </ListToolbar>
        }
      />
    </div>
  );
}
