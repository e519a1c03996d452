import { enumLabels, type Member } from '@backoffice/sdk';
import * as column from '@/lib/list/columns';
import { describeList } from '@/lib/list/list-description';
import { memberListQuery } from './member-list-query';

/** `/member`: the members who joined with the signed-in partner's referral codes. */
export const memberList = describeList({
  ...memberListQuery,
  noun: 'member',
  rowName: (member) => member.name,
  rowDetail: (member) => member.email,
  search: true,
  columns: [
    column.text<Member>('name', 'Nama', (member) => member.name, { look: 'name' }),
    column.stacked<Member>(
      'contact',
      'Kontak',
      [
        { header: 'Email', value: (member) => member.email },
        { header: 'No. HP', value: (member) => member.phone },
      ],
      { plain: true },
    ),
    column.text<Member>('partner_code', 'Kode Referral', (member) => member.partner_code, {
      look: 'code',
    }),
    column.number<Member>('total_transaction', 'Transaksi', (member) => member.total_transaction),
    column.date<Member>('joined_at', 'Bergabung', (member) => member.joined_at, {
      withTime: false,
    }),
    column.status<Member>('rowstatus', enumLabels.MemberRowstatus, (member) => member.rowstatus),
  ],
});
