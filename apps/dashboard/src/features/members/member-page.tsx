import { listPage } from '@/lib/list/list-page';
import { memberList } from './member-list';

// The lists this page shows: the palette searches them (docs/palette.md).
export { memberList } from './member-list';

/** `/member` for a partner (P, A,P): its members, described in member-list.tsx. */
export const MemberPage = listPage(memberList, {
  description: 'Member yang bergabung lewat kode referralmu.',
});
