import type { PartnerTransaction } from '@backoffice/sdk';
import { Badge, type DataTableColumn, formatDateTime, formatRupiah } from '@backoffice/ui';
import {
  BALANCE_STATUS_BADGES,
  BALANCE_STATUS_LABELS,
  TRANSACTION_STATUS_BADGES,
  TRANSACTION_STATUS_LABELS,
} from '../lib/labels';

const money = 'whitespace-nowrap text-right tabular-nums';

/**
 * The partner's transactions (docs/product.md#entities-and-display): `no` is the server's count
 * across pages, the job with the member (`nama`) under it, amounts in Rupiah (the
 * commission with its balance status), the date in
 * Asia/Jakarta.
 */
export const transactionColumns: readonly DataTableColumn<PartnerTransaction>[] = [
  {
    id: 'no',
    header: 'No',
    className: 'w-14 text-muted-foreground tabular-nums',
    // A card's place in the list says it already.
    card: 'hidden',
    cell: (tx) => tx.no,
  },
  {
    id: 'pekerjaan',
    header: 'Transaksi',
    // The member under the job: one column less keeps the table inside a laptop screen.
    cell: (tx) => (
      <div className="grid">
        <span className="font-medium">{tx.pekerjaan}</span>
        <span className="text-muted-foreground text-xs">{tx.nama}</span>
      </div>
    ),
  },
  { id: 'harga', header: 'Harga', className: money, cell: (tx) => formatRupiah(tx.harga) },
  {
    id: 'commision',
    header: 'Komisi',
    className: 'text-right',
    // Whether the commission has reached the balance (`statussaldo`) belongs to the commission.
    // Right-aligned in the table; on a phone's card (below `sm`) it starts beside its label.
    cell: (tx) => (
      <div className="grid gap-1 sm:justify-items-end">
        <span className="whitespace-nowrap tabular-nums">{formatRupiah(tx.commision)}</span>
        <Badge variant={BALANCE_STATUS_BADGES[tx.statussaldo]}>
          {BALANCE_STATUS_LABELS[tx.statussaldo]}
        </Badge>
      </div>
    ),
  },
  {
    id: 'tanggal',
    header: 'Tanggal',
    cell: (tx) => <span className="whitespace-nowrap">{formatDateTime(tx.tanggal)}</span>,
  },
  {
    id: 'status',
    header: 'Status',
    cell: (tx) => (
      <Badge variant={TRANSACTION_STATUS_BADGES[tx.status]}>
        {TRANSACTION_STATUS_LABELS[tx.status]}
      </Badge>
    ),
  },
];
