import { PageHeader } from '@backoffice/ui';
import { DescribedList } from '@/lib/list/described-list';
import { memberList } from './member-list';

// The lists this page shows: the palette searches them (docs/palette.md).
export { memberList } from './member-list';

/** `/member` for a partner (P, A,P): its members, described in member-list.tsx. */
export function MemberPage() {
  return (
    <div className="grid gap-6">
      <PageHeader description="Member yang bergabung lewat kode referralmu." />
      <DescribedList description={memberList} />
    </div>
  );
}
