import { type AdminTransaction, enumLabels } from '@backoffice/sdk';
import { formatRupiah } from '@backoffice/ui';
import * as column from '@/lib/list/columns';
import { describeList } from '@/lib/list/list-description';
import { adminTransactionListQuery } from './admin-transaction-list-query';
import { clientShare, transactionTitle } from './lib/shares';

/** `/transaction-list`: the marketplace's transactions (docs/product.md#entities-and-display). */
export const adminTransactionList = describeList({
  ...adminTransactionListQuery,
  noun: 'transaksi',
  rowName: (tx) => `${transactionTitle(tx)} (${tx.invoice})`,
  search: true,
  columns: [
    column.stacked<AdminTransaction>(
      'title',
      'Transaksi',
      [
        { header: 'Transaksi', value: transactionTitle },
        { header: 'Invoice', value: (tx) => tx.invoice },
      ],
      // A job's title may take two or three lines: the figures beside it never wrap.
      { wraps: true },
    ),
    column.stacked<AdminTransaction>(
      'parties',
      'Klien / Freelancer',
      [
        { header: 'Klien', value: (tx) => tx.client_name },
        { header: 'Freelancer', value: (tx) => tx.freelancer_name },
      ],
      { plain: true },
    ),
    column.number<AdminTransaction>('client_share', 'Bagian Klien', clientShare, 'rupiah', {
      // The price and the quantity under the total: the reader sees where it comes from.
      show: (tx) => (
        <>
          {formatRupiah(clientShare(tx))}
          <span className="block text-muted-foreground text-xs">
            {tx.quantity} × {formatRupiah(tx.commision)}
          </span>
        </>
      ),
      export: [
        { header: 'Bagian Klien (Rp)', value: clientShare, kind: 'rupiah' },
        { header: 'Jumlah', value: (tx) => tx.quantity, kind: 'number' },
        { header: 'Harga Satuan (Rp)', value: (tx) => tx.commision, kind: 'rupiah' },
      ],
    }),
    column.number<AdminTransaction>(
      'freelancer_share',
      'Bagian Freelancer',
      (tx) => tx.finalpriceaftercutoff,
      'rupiah',
    ),
    column.date<AdminTransaction>('created_at', 'Tanggal', (tx) => tx.created_at),
    column.status<AdminTransaction>('status', enumLabels.AdminTransactionStatus, (tx) => tx.status),
  ],
});
