import { enumLabels, type Member } from '@backoffice/sdk';
import {
  dateColumn,
  numberColumn,
  stackedColumn,
  statusColumn,
  textColumn,
} from '@/lib/list/columns';
import { describeList } from '@/lib/list/list-description';
import { memberListQuery } from './member-list-query';

/**
 * `/member`: the members who joined with the signed-in partner's referral codes; search and page
 * in the URL (the operation offers no other filter).
 */
export const memberList = describeList({
  ...memberListQuery,
  noun: 'member',
  caption: 'Daftar member',
  rowName: (member) => member.name,
  search: 'Cari member',
  columns: [
    textColumn<Member>('name', 'Nama', (member) => member.name, { cellClassName: 'font-medium' }),
    stackedColumn<Member>(
      'contact',
      'Kontak',
      [
        { header: 'Email', value: (member) => member.email },
        { header: 'No. HP', value: (member) => member.phone },
      ],
      { plain: true },
    ),
    textColumn<Member>('partner_code', 'Kode Referral', (member) => member.partner_code, {
      cellClassName: 'font-mono',
    }),
    numberColumn<Member>('total_transaction', 'Transaksi', (member) => member.total_transaction),
    dateColumn<Member>('joined_at', 'Bergabung', (member) => member.joined_at, { withTime: false }),
    statusColumn<Member>('rowstatus', enumLabels.MemberRowstatus, (member) => member.rowstatus),
  ],
});
