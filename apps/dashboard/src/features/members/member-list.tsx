import { enumLabels } from '@backoffice/sdk';
import { Breakable, EMPTY_VALUE, formatDate, formatNumber } from '@backoffice/ui';
import { EnumBadge, labelOf } from '@/lib/enum-badge';
import { describeList } from '@/lib/list/list-description';
import { StackedCell } from '@/lib/list/stacked-cell';
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
  rowDetail: (member) => member.email,
  search: 'Cari member',
  columns: [
    {
      id: 'name',
      header: 'Nama',
      cell: (member) => <span className="font-medium">{member.name}</span>,
      export: { header: 'Nama', value: (member) => member.name },
    },
    {
      id: 'contact',
      header: 'Kontak',
      cell: (member) => (
        <StackedCell
          title={<Breakable text={member.email} />}
          plain
          lines={[member.phone ?? EMPTY_VALUE]}
        />
      ),
      export: [
        { header: 'Email', value: (member) => member.email },
        { header: 'No. HP', value: (member) => member.phone },
      ],
    },
    {
      id: 'partner_code',
      header: 'Kode Referral',
      cell: (member) => <span className="font-mono">{member.partner_code}</span>,
      export: { header: 'Kode Referral', value: (member) => member.partner_code },
    },
    {
      id: 'total_transaction',
      header: 'Transaksi',
      className: 'text-right',
      cell: (member) => (
        <span className="tabular-nums">{formatNumber(member.total_transaction)}</span>
      ),
      export: {
        header: 'Transaksi',
        value: (member) => member.total_transaction,
        kind: 'number',
      },
    },
    {
      id: 'joined_at',
      header: 'Bergabung',
      cell: (member) => <span className="whitespace-nowrap">{formatDate(member.joined_at)}</span>,
      export: { header: 'Bergabung', value: (member) => member.joined_at, kind: 'datetime' },
    },
    {
      id: 'rowstatus',
      header: 'Status',
      cell: (member) => <EnumBadge labels={enumLabels.MemberRowstatus} value={member.rowstatus} />,
      export: {
        header: 'Status',
        value: (member) => labelOf(enumLabels.MemberRowstatus, member.rowstatus),
      },
    },
  ],
});
