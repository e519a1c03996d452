import { enumLabels } from '@backoffice/sdk';
import { EMPTY_VALUE, formatDateTime, formatRupiah } from '@backoffice/ui';
import { EnumBadge, labelOf } from '@/lib/enum-badge';
import { describeList } from '@/lib/list/list-description';
import { withdrawalListQuery } from './withdrawal-list-query';

/**
 * `/wirthdraw`'s history: the signed-in partner's withdrawals; its answer also carries the balance
 * (ADR 0070). Its columns are drawn here, not with lib/list/columns.tsx: its panels are over their
 * budget already (docs/engineering.md#budgets), and that module would add 0.7 KB gzip to them.
 */
export const withdrawalList = describeList({
  ...withdrawalListQuery,
  noun: 'penarikan',
  caption: 'Riwayat penarikan',
  columns: [
    {
      id: 'requested_at',
      header: 'Tanggal',
      fit: 'line',
      cell: (w) => <span className="whitespace-nowrap">{formatDateTime(w.requested_at)}</span>,
      export: { header: 'Tanggal', value: (w) => w.requested_at, kind: 'datetime' },
    },
    {
      id: 'amount',
      header: 'Jumlah',
      // Right-aligned like every other money column.
      fit: 'number',
      cell: (w) => <span className="font-medium">{formatRupiah(w.amount)}</span>,
      export: { header: 'Jumlah (Rp)', value: (w) => w.amount, kind: 'rupiah' },
    },
    {
      id: 'bank',
      header: 'Rekening',
      fit: 'line',
      cell: (w) => (
        <span>
          {w.bank.bank_name}
          <span className="block text-muted-foreground text-xs">{w.bank.account_number}</span>
        </span>
      ),
      export: [
        { header: 'Bank', value: (w) => w.bank.bank_name },
        { header: 'No. Rekening', value: (w) => w.bank.account_number },
      ],
    },
    {
      id: 'note',
      header: 'Catatan',
      cell: (w) => w.note ?? EMPTY_VALUE,
      export: { header: 'Catatan', value: (w) => w.note },
    },
    {
      id: 'status',
      header: 'Status',
      fit: 'status',
      cell: (w) => <EnumBadge labels={enumLabels.WithdrawalStatus} value={w.status} />,
      export: { header: 'Status', value: (w) => labelOf(enumLabels.WithdrawalStatus, w.status) },
    },
  ],
});
