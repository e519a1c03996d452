import type { User } from '@backoffice/sdk';
import {
  Avatar,
  Badge,
  Breakable,
  type DataTableColumn,
  EMPTY_VALUE,
  formatDate,
} from '@backoffice/ui';
import { USER_ROLE_LABELS } from '../lib/labels';

/** Who the user is (photo, name, e-mail), how to reach them, what kind, since when. */
export const userColumns: readonly DataTableColumn<User>[] = [
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
  },
  {
    id: 'phone',
    header: 'No. HP',
    cell: (user) => <span className="whitespace-nowrap">{user.phone ?? EMPTY_VALUE}</span>,
  },
  {
    id: 'role',
    header: 'Jenis',
    cell: (user) => <Badge variant="outline">{USER_ROLE_LABELS[user.role]}</Badge>,
  },
  {
    id: 'created_at',
    header: 'Terdaftar',
    cell: (user) => <span className="whitespace-nowrap">{formatDate(user.created_at)}</span>,
  },
];
