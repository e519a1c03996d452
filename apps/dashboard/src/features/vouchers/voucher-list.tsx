import { enumLabels } from '@backoffice/sdk';
import { formatDate, formatPoint } from '@backoffice/ui';
import { EnumBadge, labelOf } from '@/lib/enum-badge';
import { describeList } from '@/lib/list/list-description';
import { recordRowActions } from '@/lib/list/row-action';
import { deleteVoucher, useDeleteVoucher } from './api/delete-voucher';
import { voucherPaths } from './paths';
import { voucherListQuery } from './voucher-list-query';

/**
 * `/voucher`'s first tab: the merchant's own vouchers (docs/product.md#entities-and-display),
 * edit and delete per row; search, status and page in the URL (`?search&aktif&page`).
 */
export const voucherList = describeList({
  ...voucherListQuery,
  noun: 'voucher',
  caption: 'Daftar voucher',
  rowName: (voucher) => voucher.name,
  rowDetail: (voucher) => `${formatDate(voucher.start_date)} – ${formatDate(voucher.expired_date)}`,
  rowHref: (voucher) => voucherPaths.edit(voucher.id),
  search: 'Cari voucher',
  columns: [
    {
      id: 'name',
      header: 'Nama Voucher',
      cell: (voucher) => <span className="font-medium">{voucher.name}</span>,
      export: { header: 'Nama Voucher', value: (voucher) => voucher.name },
    },
    {
      id: 'type',
      header: 'Tipe',
      cell: (voucher) => voucher.voucher_type_name,
      export: { header: 'Tipe', value: (voucher) => voucher.voucher_type_name },
    },
    {
      id: 'period',
      header: 'Periode',
      // Two lines in a narrow table; each date stays whole.
      cell: (voucher) => (
        <span>
          <span className="whitespace-nowrap">{formatDate(voucher.start_date)} –</span>{' '}
          <span className="whitespace-nowrap">{formatDate(voucher.expired_date)}</span>
        </span>
      ),
      export: [
        { header: 'Mulai', value: (voucher) => voucher.start_date, kind: 'date' },
        { header: 'Berakhir', value: (voucher) => voucher.expired_date, kind: 'date' },
      ],
    },
    {
      id: 'point',
      // The column is named as the form names the field; its cells say `N points`, as the
      // product writes a voucher's price (docs/product.md).
      header: 'Poin',
      cell: (voucher) => <span className="whitespace-nowrap">{formatPoint(voucher.point)}</span>,
      export: { header: 'Poin', value: (voucher) => voucher.point, kind: 'number' },
    },
    {
      id: 'aktif',
      header: 'Status',
      cell: (voucher) => <EnumBadge labels={enumLabels.VoucherAktif} value={voucher.aktif} />,
      export: {
        header: 'Status',
        value: (voucher) => labelOf(enumLabels.VoucherAktif, voucher.aktif),
      },
    },
  ],
  rowActions: recordRowActions(useDeleteVoucher, (voucher) => ({
    name: voucher.name,
    editHref: voucherPaths.edit(voucher.id),
    deleteTitle: 'Hapus voucher?',
    deleteDescription: `Voucher ${voucher.name} akan dihapus. Redeem yang sudah ada tetap tercatat.`,
  })),
  bulkActions: [
    { id: 'delete', label: 'Hapus', run: deleteVoucher, change: { kind: 'remove' }, danger: true },
  ],
});
