import { enumLabels, type Withdrawal } from '@backoffice/sdk';
import * as column from '@/lib/list/columns';
import { describeList } from '@/lib/list/list-description';
import { withdrawalListQuery } from './withdrawal-list-query';

/** `/wirthdraw`'s history: the partner's withdrawals; the answer carries the balance (ADR 0070). */
export const withdrawalList = describeList({
  ...withdrawalListQuery,
  noun: 'penarikan',
  caption: 'Riwayat penarikan',
  columns: [
    column.date<Withdrawal>('requested_at', 'Tanggal', (w) => w.requested_at),
    column.number<Withdrawal>('amount', 'Jumlah', (w) => w.amount, 'rupiah'),
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
