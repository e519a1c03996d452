import { type AdminTransaction, enumLabels } from '@backoffice/sdk';
import { formatDateTime, formatRupiah } from '@backoffice/ui';
import * as column from '@/lib/list/columns';
import { describeList } from '@/lib/list/list-description';
import { StackedCell } from '@/lib/list/stacked-cell';
import { adminTransactionListQuery } from './admin-transaction-list-query';
import { clientShare, transactionTitle } from './lib/shares';

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
 * `/transaction-list`: the marketplace's transactions (docs/product.md#entities-and-display), what
 * was bought with its invoice, who paid and who worked, the client's and the freelancer's shares
 * in Rupiah, the date in Asia/Jakarta and the payment state; search and a range of days in the URL.
 */
export const adminTransactionList = describeList({
  ...adminTransactionListQuery,
  noun: 'transaksi',
  caption: 'Daftar transaksi',
  rowName: (tx) => `${transactionTitle(tx)} (${tx.invoice})`,
  search: 'Cari transaksi',
  columns: [
    column.stacked<AdminTransaction>(
      'title',
      'Transaksi',
      [
        { header: 'Transaksi', value: transactionTitle },
        { header: 'Invoice', value: (tx) => tx.invoice },
      ],
      // Room for a long job title on two or three lines: the figures beside it never wrap.
      { className: 'min-w-40' },
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
    {
      id: 'client_share',
      header: 'Bagian Klien',
      className: money,
      // The price and the quantity under the total: the reader sees where it comes from.
      cell: (tx) => (
        // Right-aligned in the table; on a phone's card (below `sm`) it starts beside its label.
        <StackedCell
          title={formatRupiah(clientShare(tx))}
          plain
          className="sm:justify-items-end"
          lines={[
            <>
              {tx.quantity} × {formatRupiah(tx.commision)}
            </>,
          ]}
        />
      ),
      export: [
        { header: 'Bagian Klien (Rp)', value: clientShare, kind: 'rupiah' },
        { header: 'Jumlah', value: (tx) => tx.quantity, kind: 'number' },
        { header: 'Harga Satuan (Rp)', value: (tx) => tx.commision, kind: 'rupiah' },
      ],
    },
    column.number<AdminTransaction>(
      'freelancer_share',
      'Bagian Freelancer',
      (tx) => tx.finalpriceaftercutoff,
      'rupiah',
    ),
    {
      id: 'created_at',
      header: 'Tanggal',
      cell: (tx) => <DateTime value={tx.created_at} />,
      export: { header: 'Tanggal', value: (tx) => tx.created_at, kind: 'datetime' },
    },
    column.status<AdminTransaction>('status', enumLabels.AdminTransactionStatus, (tx) => tx.status),
  ],
});
