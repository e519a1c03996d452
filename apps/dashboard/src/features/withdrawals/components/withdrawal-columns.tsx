import type { Withdrawal } from '@backoffice/sdk';
import {
  Badge,
  type DataTableColumn,
  EMPTY_VALUE,
  formatDateTime,
  formatRupiah,
} from '@backoffice/ui';
import { WITHDRAWAL_STATUS_BADGES, WITHDRAWAL_STATUS_LABELS } from '../lib/labels';

/** The withdrawal list's columns: amounts in Rupiah, times in Asia/Jakarta. */
export const withdrawalColumns: readonly DataTableColumn<Withdrawal>[] = [
  {
    id: 'requested_at',
    header: 'Tanggal',
    cell: (w) => <span className="whitespace-nowrap">{formatDateTime(w.requested_at)}</span>,
  },
  {
    id: 'amount',
    header: 'Jumlah',
    cell: (w) => <span className="whitespace-nowrap font-medium">{formatRupiah(w.amount)}</span>,
  },
  {
    id: 'bank',
    header: 'Rekening',
    cell: (w) => (
      <span>
        {w.bank.bank_name}
        <span className="block text-muted-foreground text-xs">{w.bank.account_number}</span>
      </span>
    ),
  },
  { id: 'note', header: 'Catatan', cell: (w) => w.note ?? EMPTY_VALUE },
  {
    id: 'status',
    header: 'Status',
    cell: (w) => (
      <Badge variant={WITHDRAWAL_STATUS_BADGES[w.status]}>
        {WITHDRAWAL_STATUS_LABELS[w.status]}
      </Badge>
    ),
  },
];
