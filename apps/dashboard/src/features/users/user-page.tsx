import { PageHeader } from '@backoffice/ui';
import { DescribedList } from '@/lib/list/described-list';
import { userList } from './user-list';

/** `/users` for an admin: the marketplace users, described in user-list.tsx. */
export function UserPage() {
  return (
    <div className="grid gap-6">
      <PageHeader
        title="User"
        description="Akun klien dan freelancer marketplace; user nonaktif tidak dapat masuk."
      />
      <DescribedList description={userList} />
    </div>
  );
}
