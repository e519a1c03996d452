import type { AdminTransaction } from '@backoffice/sdk';
import { Badge, type DataTableColumn, formatDateTime, formatRupiah } from '@backoffice/ui';
import { ADMIN_TRANSACTION_STATUS_BADGES, ADMIN_TRANSACTION_STATUS_LABELS } from '../lib/labels';
import { clientShare, transactionTitle } from '../lib/shares';

const money = 'whitespace-nowrap text-right tabular-nums';

/**
 * `8 Okt 2026, 06.11` with the day and the time each whole, on two lines when the table needs the
 * room: seven columns share the width beside the menu at 1280 px.
 */
function DateTime({ value }: { value: string }) {
  const [day, time] = formatDateTime(value).split(', ');
  if (time === undefined) return <span className="whitespace-nowrap">{day}</span>;
  return (
    <>
      <span className="whitespace-nowrap">{day},</span>{' '}
      <span className="whitespace-nowrap">{time}</span>
    </>
  );
}

/**
 * The marketplace's transactions (docs/product.md#entities-and-display): what was bought with its
 * invoice, who paid and who worked, the client's and the freelancer's shares in Rupiah, the
 * date in Asia/Jakarta and the payment state.
 */
export const adminTransactionColumns: readonly DataTableColumn<AdminTransaction>[] = [
  {
    id: 'title',
    header: 'Transaksi',
    // Room for a long job title on two or three lines: the figures beside it never wrap.
    className: 'min-w-40',
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
      // Right-aligned in the table; on a phone's card (below `sm`) it starts beside its label.
      <div className="grid sm:justify-items-end">
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
    cell: (tx) => <DateTime value={tx.created_at} />,
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
