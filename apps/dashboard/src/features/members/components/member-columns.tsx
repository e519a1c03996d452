import type { Member } from '@backoffice/sdk';
import {
  Badge,
  Breakable,
  type DataTableColumn,
  EMPTY_VALUE,
  formatDate,
  formatNumber,
} from '@backoffice/ui';
import { MEMBER_STATUS_BADGES, MEMBER_STATUS_LABELS } from '../lib/labels';

/** The partner's member list: who, how to reach them, the code they joined with, since when. */
export const memberColumns: readonly DataTableColumn<Member>[] = [
  {
    id: 'name',
    header: 'Nama',
    cell: (member) => <span className="font-medium">{member.name}</span>,
  },
  {
    id: 'contact',
    header: 'Kontak',
    cell: (member) => (
      <div className="grid">
        {/* Whole, broken only between its parts when the column is narrow. */}
        <span>
          <Breakable text={member.email} />
        </span>
        <span className="text-muted-foreground text-xs">{member.phone ?? EMPTY_VALUE}</span>
      </div>
    ),
  },
  {
    id: 'partner_code',
    header: 'Kode Referral',
    cell: (member) => <span className="font-mono">{member.partner_code}</span>,
  },
  {
    id: 'total_transaction',
    header: 'Transaksi',
    className: 'text-right',
    cell: (member) => (
      <span className="tabular-nums">{formatNumber(member.total_transaction)}</span>
    ),
  },
  {
    id: 'joined_at',
    header: 'Bergabung',
    cell: (member) => <span className="whitespace-nowrap">{formatDate(member.joined_at)}</span>,
  },
  {
    id: 'rowstatus',
    header: 'Status',
    cell: (member) => (
      <Badge variant={MEMBER_STATUS_BADGES[member.rowstatus]}>
        {MEMBER_STATUS_LABELS[member.rowstatus]}
      </Badge>
    ),
  },
];
