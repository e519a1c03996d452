import type { AdminTransaction } from '@backoffice/sdk';
import { Badge, type DataTableColumn, formatDateTime, formatRupiah } from '@backoffice/ui';
import { ADMIN_TRANSACTION_STATUS_BADGES, ADMIN_TRANSACTION_STATUS_LABELS } from '../lib/labels';
import { clientShare, transactionTitle } from '../lib/shares';

const money = 'whitespace-nowrap text-right tabular-nums';

/**
 * The marketplace's transactions (docs/product.md#entities-and-display): what was bought with its
 * invoice, who paid and who worked, the client's and the freelancer's shares in Rupiah, the
 * date in Asia/Jakarta and the payment state.
 */
export const adminTransactionColumns: readonly DataTableColumn<AdminTransaction>[] = [
  {
    id: 'title',
    header: 'Transaksi',
    className: 'min-w-52',
    cell: (tx) => (
      <div className="grid">
        <span className="font-medium">{transactionTitle(tx)}</span>
        <span className="text-muted-foreground text-xs">{tx.invoice}</span>
      </div>
    ),
  },
  {
    id: 'parties',
    header: 'Klien / Freelancer',
    className: 'min-w-44',
    cell: (tx) => (
      <div className="grid">
        <span>{tx.client_name}</span>
        <span className="text-muted-foreground text-xs">{tx.freelancer_name}</span>
      </div>
    ),
  },
  {
    id: 'client_share',
    header: 'Bagian Klien',
    className: money,
    // The price and the quantity under the total: the reader sees where it comes from.
    cell: (tx) => (
      <div className="grid justify-items-end">
        <span>{formatRupiah(clientShare(tx))}</span>
        <span className="text-muted-foreground text-xs">
          {tx.quantity} × {formatRupiah(tx.commision)}
        </span>
      </div>
    ),
  },
  {
    id: 'freelancer_share',
    header: 'Bagian Freelancer',
    className: money,
    cell: (tx) => formatRupiah(tx.finalpriceaftercutoff),
  },
  {
    id: 'created_at',
    header: 'Tanggal',
    cell: (tx) => <span className="whitespace-nowrap">{formatDateTime(tx.created_at)}</span>,
  },
  {
    id: 'status',
    header: 'Status',
    cell: (tx) => (
      <Badge variant={ADMIN_TRANSACTION_STATUS_BADGES[tx.status]}>
        {ADMIN_TRANSACTION_STATUS_LABELS[tx.status]}
      </Badge>
    ),
  },
];
