import { enumLabels, type User } from '@backoffice/sdk';
import * as column from '@/lib/list/columns';
import { describeList } from '@/lib/list/list-description';
import { activationBulkActions, rowStatusSwitch } from '@/lib/list/row-action';
import { userActivation } from './api/toggle-user-active';
import { userListQuery } from './user-list-query';

/** `/users`: every marketplace user, each one's active state switched in place. */
export const userList = describeList({
  ...userListQuery,
  noun: 'user',
  rowName: (user) => user.name,
  rowDetail: (user) => user.email,
  search: true,
  columns: [
    column.stacked<User>(
      'name',
      'User',
      [
        { header: 'Nama', value: (user) => user.name },
        { header: 'Email', value: (user) => user.email },
      ],
      // The photo is a picture, nothing a spreadsheet holds.
      { photo: (user) => user.photo },
    ),
    column.text<User>('phone', 'No. HP', (user) => user.phone, { look: 'line' }),
    column.badge<User>('role', 'Jenis', enumLabels.UserRole, (user) => user.role),
    column.date<User>('created_at', 'Terdaftar', (user) => user.created_at, { withTime: false }),
    // Switched in place (docs/product.md#states).
    column.status<User>('active', enumLabels.UserActive, (user) => user.active, {
      control: rowStatusSwitch(userActivation, (user) => user.name),
    }),
  ],
  // The call inverts the flag: sent only for the users standing the other way.
  bulkActions: activationBulkActions(userActivation),
});
