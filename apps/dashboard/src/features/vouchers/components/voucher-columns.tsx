import type { Voucher } from '@backoffice/sdk';
import { Badge, type DataTableColumn, formatDate, formatPoint } from '@backoffice/ui';

/** The voucher list's columns (docs/product.md#entities-and-display). */
export const voucherColumns: readonly DataTableColumn<Voucher>[] = [
  {
    id: 'name',
    header: 'Nama Voucher',
    cell: (voucher) => <span className="font-medium">{voucher.name}</span>,
  },
  { id: 'type', header: 'Tipe', cell: (voucher) => voucher.voucher_type_name },
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
  },
  {
    id: 'point',
    header: 'Point',
    cell: (voucher) => <span className="whitespace-nowrap">{formatPoint(voucher.point)}</span>,
  },
  {
    id: 'aktif',
    header: 'Status',
    cell: (voucher) =>
      voucher.aktif ? <Badge variant="success">Aktif</Badge> : <Badge>Nonaktif</Badge>,
  },
];
