import { listPage } from '@/lib/list/list-page';
import { userList } from './user-list';

// The lists this page shows: the palette searches them (docs/palette.md).
export { userList } from './user-list';

/** `/users` for an admin: the marketplace users, described in user-list.tsx. */
export const UserPage = listPage(userList, {
  description: 'Akun klien dan freelancer marketplace; user nonaktif tidak dapat masuk.',
});
