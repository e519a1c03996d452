import { enumLabels, type PartnerTransaction } from '@backoffice/sdk';
import { formatRupiah } from '@backoffice/ui';
import { EnumBadge } from '@/lib/enum-badge';
import { labelOf } from '@/lib/enum-label';
import * as column from '@/lib/list/columns';
import { describeList } from '@/lib/list/list-description';
import { transactionListQuery } from './transaction-list-query';

/**
 * `/transaction`: the transactions of the members the signed-in partner brought in
 * (docs/product.md#entities-and-display). The server's `no` is the row's place across pages,
 * which the kit's No column counts.
 */
export const transactionList = describeList({
  ...transactionListQuery,
  noun: 'transaksi',
  rowName: (tx) => `${tx.pekerjaan} (${tx.nama})`,
  search: true,
  columns: [
    // The member under the job: one column less keeps the table inside a laptop screen.
    column.stacked<PartnerTransaction>(
      'pekerjaan',
      'Transaksi',
      [
        { header: 'Transaksi', value: (tx) => tx.pekerjaan },
        { header: 'Member', value: (tx) => tx.nama },
      ],
      { wraps: true },
    ),
    column.number<PartnerTransaction>('harga', 'Harga', (tx) => tx.harga, 'rupiah'),
    column.number<PartnerTransaction>('commision', 'Komisi', (tx) => tx.commision, 'rupiah', {
      // Whether the commission has reached the balance (`statussaldo`) belongs to the commission.
      show: (tx) => (
        <>
          {formatRupiah(tx.commision)}
          <span className="block">
            <EnumBadge labels={enumLabels.PartnerTransactionStatussaldo} value={tx.statussaldo} />
          </span>
        </>
      ),
      export: [
        { header: 'Komisi (Rp)', value: (tx) => tx.commision, kind: 'rupiah' },
        {
          header: 'Status Saldo',
          value: (tx) => labelOf(enumLabels.PartnerTransactionStatussaldo, tx.statussaldo),
        },
      ],
    }),
    column.date<PartnerTransaction>('tanggal', 'Tanggal', (tx) => tx.tanggal),
    column.status<PartnerTransaction>(
      'status',
      enumLabels.PartnerTransactionStatus,
      (tx) => tx.status,
    ),
  ],
});
