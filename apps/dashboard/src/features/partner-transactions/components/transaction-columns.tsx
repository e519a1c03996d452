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
 * across pages, amounts in Rupiah, the date in Asia/Jakarta.
 */
export const transactionColumns: readonly DataTableColumn<PartnerTransaction>[] = [
  {
    id: 'no',
    header: 'No',
    className: 'w-14 text-muted-foreground tabular-nums',
    cell: (tx) => tx.no,
  },
  {
    id: 'nama',
    header: 'Nama',
    className: 'min-w-36',
    cell: (tx) => <span className="font-medium">{tx.nama}</span>,
  },
  {
    id: 'pekerjaan',
    header: 'Pekerjaan',
    className: 'min-w-48',
    cell: (tx) => tx.pekerjaan,
  },
  { id: 'harga', header: 'Harga', className: money, cell: (tx) => formatRupiah(tx.harga) },
  {
    id: 'commision',
    header: 'Komisi',
    className: money,
    cell: (tx) => formatRupiah(tx.commision),
  },
  {
    id: 'tanggal',
    header: 'Tanggal',
    cell: (tx) => <span className="whitespace-nowrap">{formatDateTime(tx.tanggal)}</span>,
  },
  {
    id: 'statussaldo',
    header: 'Saldo',
    cell: (tx) => (
      <Badge variant={BALANCE_STATUS_BADGES[tx.statussaldo]}>
        {BALANCE_STATUS_LABELS[tx.statussaldo]}
      </Badge>
    ),
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
