import { enumLabels, type Withdrawal } from '@backoffice/sdk';
import { formatRupiah } from '@backoffice/ui';
import * as column from '@/lib/list/columns';
import { describeList } from '@/lib/list/list-description';
import { withdrawalListQuery } from './withdrawal-list-query';

/**
 * `/wirthdraw`'s history: the signed-in partner's withdrawals, amounts in Rupiah, times in
 * Asia/Jakarta; status and page in the URL. Its answer also carries the balance (ADR 0070).
 */
export const withdrawalList = describeList({
  ...withdrawalListQuery,
  noun: 'penarikan',
  caption: 'Riwayat penarikan',
  columns: [
    column.date<Withdrawal>('requested_at', 'Tanggal', (w) => w.requested_at),
    {
      id: 'amount',
      header: 'Jumlah',
      // Right-aligned like every other money column.
      className: 'whitespace-nowrap text-right tabular-nums',
      cell: (w) => <span className="font-medium">{formatRupiah(w.amount)}</span>,
      export: { header: 'Jumlah (Rp)', value: (w) => w.amount, kind: 'rupiah' },
    },
    column.stacked<Withdrawal>(
      'bank',
      'Rekening',
      [
        { header: 'Bank', value: (w) => w.bank.bank_name },
        { header: 'No. Rekening', value: (w) => w.bank.account_number },
      ],
      { plain: true },
    ),
    column.text<Withdrawal>('note', 'Catatan', (w) => w.note),
    column.status<Withdrawal>('status', enumLabels.WithdrawalStatus, (w) => w.status),
  ],
});
