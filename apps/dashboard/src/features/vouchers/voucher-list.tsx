import { enumLabels, type Voucher } from '@backoffice/sdk';
import { formatDate, formatPoint } from '@backoffice/ui';
import * as column from '@/lib/list/columns';
import { describeList } from '@/lib/list/list-description';
import { deletionBulkAction, recordRowActions } from '@/lib/list/row-action';
import { voucherDeletion } from './api/delete-voucher';
import { voucherPaths } from './paths';
import { voucherListQuery } from './voucher-list-query';

/** `/voucher`'s first tab: the merchant's vouchers (docs/product.md#entities-and-display). */
export const voucherList = describeList({
  ...voucherListQuery,
  noun: 'voucher',
  rowName: (voucher) => voucher.name,
  rowDetail: (voucher) => `${formatDate(voucher.start_date)} – ${formatDate(voucher.expired_date)}`,
  rowHref: (voucher) => voucherPaths.edit(voucher.id),
  search: true,
  columns: [
    column.text<Voucher>('name', 'Nama Voucher', (voucher) => voucher.name, { look: 'title' }),
    column.text<Voucher>('type', 'Tipe', (voucher) => voucher.voucher_type_name),
    column.period<Voucher>(
      (voucher) => voucher.start_date,
      (voucher) => voucher.expired_date,
    ),
    // The column is named as the form names the field; its cells say `N points`, as the
    // product writes a voucher's price (docs/product.md).
    column.number<Voucher>('point', 'Poin', (voucher) => voucher.point, 'number', {
      show: (voucher) => formatPoint(voucher.point),
    }),
    column.status<Voucher>('aktif', enumLabels.VoucherAktif, (voucher) => voucher.aktif),
  ],
  rowActions: recordRowActions(voucherDeletion, (voucher) => ({
    name: voucher.name,
    editHref: voucherPaths.edit(voucher.id),
    deleteTitle: 'Hapus voucher?',
    deleteDescription: `Voucher ${voucher.name} akan dihapus. Redeem yang sudah ada tetap tercatat.`,
  })),
  bulkActions: [deletionBulkAction(voucherDeletion)],
});
