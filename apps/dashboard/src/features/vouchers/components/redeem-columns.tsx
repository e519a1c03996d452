import type { VoucherRedeem } from '@backoffice/sdk';
import { Badge, type DataTableColumn, formatDateTime, formatPoint } from '@backoffice/ui';
import { REDEEM_STATUS_BADGES, REDEEM_STATUS_LABELS } from '../lib/labels';

/** The redeem list's columns (docs/product.md#entities-and-display). */
export const redeemColumns: readonly DataTableColumn<VoucherRedeem>[] = [
  {
    id: 'redeem_date',
    header: 'Tanggal Redeem',
    cell: (redeem) => (
      <span className="whitespace-nowrap">{formatDateTime(redeem.redeem_date)}</span>
    ),
  },
  {
    id: 'voucher',
    header: 'Voucher',
    // What was redeemed and by whom heads the card on a phone, the date under it.
    card: 'title',
    // The member under the voucher: one column less keeps the table inside a laptop screen.
    cell: (redeem) => (
      <div className="grid">
        <span className="font-medium">{redeem.voucher_name}</span>
        <span className="text-muted-foreground text-xs">{redeem.member_name}</span>
      </div>
    ),
  },
  {
    id: 'code',
    header: 'Kode',
    cell: (redeem) => <span className="font-mono">{redeem.code}</span>,
  },
  {
    id: 'point',
    header: 'Point',
    cell: (redeem) => <span className="whitespace-nowrap">{formatPoint(redeem.point)}</span>,
  },
  {
    id: 'status',
    header: 'Status',
    cell: (redeem) => (
      <Badge variant={REDEEM_STATUS_BADGES[redeem.status]}>
        {REDEEM_STATUS_LABELS[redeem.status]}
      </Badge>
    ),
  },
];
