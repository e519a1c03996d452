import {
  DataTable,
  FilterSelect,
  ListToolbar,
  PageHeader,
  SearchInput,
  StatusSwitch,
} from '@backoffice/ui';
import { useListParams } from '@/lib/use-list-params';
import { usePagedList } from '@/lib/use-paged-list';
import { usersQueryOptions } from './api/list-users';
import { useToggleUserActive } from './api/toggle-user-active';
import { userColumns } from './components/user-columns';
import { USER_STATUS_OPTIONS, userListParams } from './lib/list-params';

/** `/users` for an admin: every marketplace user, with a switch per row for their active state. */
export function UserPage() {
  const params = useListParams(userListParams);
  const { list } = usePagedList(usersQueryOptions(params.query), params);
  const toggle = useToggleUserActive();
  const { active } = params.filters;

  return (
    <div className="grid gap-6">
      <PageHeader
        title="User"
        description="Akun klien dan freelancer marketplace; user nonaktif tidak dapat masuk."
      />
      <DataTable
        caption="Daftar user"
        columns={userColumns}
        list={list}
        onPageChange={params.setPage}
        empty={params.narrowed ? 'Tidak ada user yang cocok.' : 'Belum ada user.'}
        rowActionsHeader="Status"
        rowActions={(user) => (
          <StatusSwitch
            checked={user.active}
            busy={toggle.isPending(user)}
            label={`Status ${user.name}`}
            onCheckedChange={(checked) => toggle.mutate(user, checked)}
          />
        )}
        toolbar={
          <ListToolbar onReset={params.reset} canReset={params.narrowed}>
            <SearchInput label="Cari user" value={params.search} onSearch={params.setSearch} />
            <FilterSelect
              label="Status"
              value={active === undefined ? '' : String(active)}
              options={USER_STATUS_OPTIONS}
              onValueChange={(value) =>
                params.setFilters({ active: value === '' ? undefined : value === 'true' })
              }
            />
          </ListToolbar>
        }
      />
    </div>
  );
}
