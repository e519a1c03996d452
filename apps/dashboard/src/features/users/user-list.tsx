import { enumLabels, type User } from '@backoffice/sdk';
import { Avatar, Breakable, EMPTY_VALUE, formatDate } from '@backoffice/ui';
import { activationBulkActions } from '@/lib/activation-bulk-actions';
import { EnumBadge, labelOf } from '@/lib/enum-badge';
import { describeList } from '@/lib/list/list-description';
import { rowStatusSwitch } from '@/lib/list/row-action';
import { StackedCell } from '@/lib/list/stacked-cell';
import { toggleUserActive, userActiveChange, useToggleUserActive } from './api/toggle-user-active';
import { userListQuery } from './user-list-query';

/**
 * `/users`: every marketplace user (photo, name, e-mail, phone, kind, since when), a switch per
 * row for their active state; search, status and page in the URL.
 */
export const userList = describeList({
  ...userListQuery,
  noun: 'user',
  caption: 'Daftar user',
  rowName: (user) => user.name,
  rowDetail: (user) => user.email,
  search: 'Cari user',
  columns: [
    {
      id: 'name',
      header: 'User',
      cell: (user) => (
        <div className="flex items-center gap-3">
          {/* Fetched once the rows are laid out, not with the first paint: on a first visit the
              photos then do not compete with the page's own code (docs/performance.md). */}
          <Avatar src={user.photo} alt="" size="sm" loading="lazy" />
          <StackedCell title={user.name} lines={[<Breakable key="email" text={user.email} />]} />
        </div>
      ),
      // The photo is a picture, nothing a spreadsheet holds.
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
      cell: (user) => <EnumBadge labels={enumLabels.UserRole} value={user.role} />,
      export: { header: 'Jenis', value: (user) => labelOf(enumLabels.UserRole, user.role) },
    },
    {
      id: 'created_at',
      header: 'Terdaftar',
      cell: (user) => <span className="whitespace-nowrap">{formatDate(user.created_at)}</span>,
      // The status is the switch in the last column, not a column of its own: the file keeps
      // it last, as the screen does.
      export: [
        { header: 'Terdaftar', value: (user) => user.created_at, kind: 'datetime' },
        { header: 'Status', value: (user) => labelOf(enumLabels.UserActive, user.active) },
      ],
    },
  ],
  rowActionsHeader: 'Status',
  rowActions: rowStatusSwitch(useToggleUserActive, {
    checked: (user) => user.active,
    name: (user) => user.name,
  }),
  // The call inverts the flag: sent only for the users standing the other way.
  bulkActions: activationBulkActions(
    (user: User) => user.active,
    (user, _active, signal) => toggleUserActive(user, signal),
    userActiveChange,
  ),
});
