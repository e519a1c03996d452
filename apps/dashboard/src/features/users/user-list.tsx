import { Avatar, Badge, Breakable, EMPTY_VALUE, formatDate } from '@backoffice/ui';
import { selectFilter } from '@/lib/list/filters';
import { describeList } from '@/lib/list/list-description';
import { UserStatusSwitch } from './components/user-status-switch';
import { USER_ROLE_LABELS } from './lib/labels';
import { userBulkActions } from './user-bulk-actions';

/** `/users`: every marketplace user; search, status and page in the URL; a switch per row. */
export const userList = describeList({
  operation: 'listUsers',
  noun: 'user',
  caption: 'Daftar user',
  search: 'Cari user',
  filters: {
    active: selectFilter('Status', [
      { value: true, label: 'Aktif' },
      { value: false, label: 'Nonaktif' },
    ]),
  },
  columns: [
    {
      id: 'name',
      header: 'User',
      cell: (user) => (
        <div className="flex items-center gap-3">
          <Avatar src={user.photo} alt="" size="sm" />
          <div className="grid min-w-0">
            <span className="font-medium">{user.name}</span>
            {/* Whole, broken only between its parts when the column is narrow. */}
            <span className="text-muted-foreground text-xs">
              <Breakable text={user.email} />
            </span>
          </div>
        </div>
      ),
      export: [
        { header: 'Nama', value: (user) => user.name },
        { header: 'Email', value: (user) => user.email },
      ],
    },
    {
      id: 'phone',
      header: 'No. HP',
      cell: (user) => <span className="whitespace-nowrap">{user.phone ?? EMPTY_VALUE}</span>,
      export: { header: 'No. HP', value: (user) => user.phone },
    },
    {
      id: 'role',
      header: 'Jenis',
      cell: (user) => <Badge variant="outline">{USER_ROLE_LABELS[user.role]}</Badge>,
      export: { header: 'Jenis', value: (user) => USER_ROLE_LABELS[user.role] },
    },
    {
      id: 'created_at',
      header: 'Terdaftar',
      cell: (user) => <span className="whitespace-nowrap">{formatDate(user.created_at)}</span>,
      export: { header: 'Terdaftar', value: (user) => user.created_at, kind: 'date' },
    },
  ],
  rowActionsHeader: 'Status',
  rowActions: (user) => <UserStatusSwitch user={user} />,
  rowName: (user) => user.name,
  bulkActions: userBulkActions,
});
