import { enumLabels } from '@backoffice/sdk';
import { formatDateTime, formatRupiah } from '@backoffice/ui';
import { EnumBadge, labelOf } from '@/lib/enum-badge';
import { describeList } from '@/lib/list/list-description';
import { StackedCell } from '@/lib/list/stacked-cell';
import { transactionListQuery } from './transaction-list-query';

const money = 'whitespace-nowrap text-right tabular-nums';

/**
 * `/transaction`: the transactions of the members the signed-in partner brought in
 * (docs/product.md#entities-and-display), the job with the member (`nama`) under it, amounts in
 * Rupiah (the commission with its balance status), the date in Asia/Jakarta. The server's `no`
 * is the row's place across pages, which the kit's No column counts.
 */
export const transactionList = describeList({
  ...transactionListQuery,
  noun: 'transaksi',
  caption: 'Daftar transaksi',
  rowName: (tx) => `${tx.pekerjaan} (${tx.nama})`,
  search: 'Cari transaksi',
  columns: [
    {
      id: 'pekerjaan',
      header: 'Transaksi',
      // The member under the job: one column less keeps the table inside a laptop screen.
      cell: (tx) => <StackedCell title={tx.pekerjaan} lines={[tx.nama]} />,
      export: [
        { header: 'Transaksi', value: (tx) => tx.pekerjaan },
        { header: 'Member', value: (tx) => tx.nama },
      ],
    },
    {
      id: 'harga',
      header: 'Harga',
      className: money,
      cell: (tx) => formatRupiah(tx.harga),
      export: { header: 'Harga (Rp)', value: (tx) => tx.harga, kind: 'rupiah' },
    },
    {
      id: 'commision',
      header: 'Komisi',
      className: 'text-right',
      // Whether the commission has reached the balance (`statussaldo`) belongs to the commission.
      // Right-aligned in the table; on a phone's card (below `sm`) it starts beside its label.
      cell: (tx) => (
        <div className="grid gap-1 sm:justify-items-end">
          <span className="whitespace-nowrap tabular-nums">{formatRupiah(tx.commision)}</span>
          <EnumBadge labels={enumLabels.PartnerTransactionStatussaldo} value={tx.statussaldo} />
        </div>
      ),
      export: [
        { header: 'Komisi (Rp)', value: (tx) => tx.commision, kind: 'rupiah' },
        {
          header: 'Status Saldo',
          value: (tx) => labelOf(enumLabels.PartnerTransactionStatussaldo, tx.statussaldo),
        },
      ],
    },
    {
      id: 'tanggal',
      header: 'Tanggal',
      cell: (tx) => <span className="whitespace-nowrap">{formatDateTime(tx.tanggal)}</span>,
      export: { header: 'Tanggal', value: (tx) => tx.tanggal, kind: 'datetime' },
    },
    {
      id: 'status',
      header: 'Status',
      cell: (tx) => <EnumBadge labels={enumLabels.PartnerTransactionStatus} value={tx.status} />,
      export: {
        header: 'Status',
        value: (tx) => labelOf(enumLabels.PartnerTransactionStatus, tx.status),
      },
    },
  ],
});
