import { ListPage } from '@/lib/list/list-page';
import { userList } from './user-list';

/** `/users` for an admin: the marketplace users, described in user-list.tsx. */
export function UserPage() {
  return (
    <ListPage
      description="Akun klien dan freelancer marketplace; user nonaktif tidak dapat masuk."
      list={userList}
    />
  );
}
