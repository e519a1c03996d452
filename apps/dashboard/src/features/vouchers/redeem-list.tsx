import { enumLabels } from '@backoffice/sdk';
import { formatDateTime, formatNumber } from '@backoffice/ui';
import { EnumBadge, labelOf } from '@/lib/enum-badge';
import { describeList } from '@/lib/list/list-description';
import { RowAction, RowConfirmAction, rowActions } from '@/lib/list/row-action';
import { StackedCell } from '@/lib/list/stacked-cell';
import { setVoucherRedeemStatus, useSetVoucherRedeemStatus } from './api/set-voucher-redeem-status';
import { VOUCHER_TABS } from './lib/tabs';
import { redeemListQuery } from './redeem-list-query';

/**
 * `/voucher?tab=redeem`: the redeems of the merchant's vouchers (docs/product.md#entities-and-display),
 * a pending one accepted or rejected per row. Its URL parameters are its own:
 * `?redeem_search&redeem_status&redeem_page`.
 */
export const redeemList = describeList({
  ...redeemListQuery,
  noun: 'redeem',
  // The server writes the redeems' file (`Reedem Voucher.xls`): the tab's one export (redeems-tab).
  noExport: true,
  caption: 'Daftar redeem voucher',
  rowName: (redeem) => `${redeem.code} ${redeem.member_name}`,
  search: 'Cari redeem',
  tab: VOUCHER_TABS[1].id,
  columns: [
    {
      id: 'redeem_date',
      header: 'Tanggal Redeem',
      cell: (redeem) => (
        <span className="whitespace-nowrap">{formatDateTime(redeem.redeem_date)}</span>
      ),
      export: { header: 'Tanggal Redeem', value: (redeem) => redeem.redeem_date, kind: 'datetime' },
    },
    {
      id: 'voucher',
      header: 'Voucher',
      // What was redeemed and by whom heads the card on a phone, the date under it.
      card: 'title',
      // The member under the voucher: one column less keeps the table inside a laptop screen.
      cell: (redeem) => <StackedCell title={redeem.voucher_name} lines={[redeem.member_name]} />,
      export: [
        { header: 'Voucher', value: (redeem) => redeem.voucher_name },
        { header: 'Member', value: (redeem) => redeem.member_name },
      ],
    },
    {
      id: 'code',
      header: 'Kode',
      cell: (redeem) => <span className="font-mono">{redeem.code}</span>,
      export: { header: 'Kode', value: (redeem) => redeem.code },
    },
    {
      id: 'point',
      // Poin, as the voucher form says: `N point(s)` is the voucher list's alone (docs/product.md).
      header: 'Poin',
      className: 'text-right tabular-nums',
      cell: (redeem) => formatNumber(redeem.point),
      export: { header: 'Poin', value: (redeem) => redeem.point, kind: 'number' },
    },
    {
      id: 'status',
      header: 'Status',
      cell: (redeem) => <EnumBadge labels={enumLabels.VoucherRedeemStatus} value={redeem.status} />,
      export: {
        header: 'Status',
        value: (redeem) => labelOf(enumLabels.VoucherRedeemStatus, redeem.status),
      },
    },
  ],
  // Accept (at once) and reject (asks first) of a pending redeem; nothing for a decided one.
  rowActions: rowActions(useSetVoucherRedeemStatus, (redeem, decide) => {
    if (redeem.status !== 'pending') return null;
    const busy = decide.isPending(redeem);
    const who = `redeem ${redeem.voucher_name} oleh ${redeem.member_name}`;
    return (
      <>
        <RowAction
          aria-label={`Terima ${who}`}
          disabled={busy}
          onClick={() => decide.mutate(redeem, 'accept')}
        >
          Terima
        </RowAction>
        <RowConfirmAction
          label="Tolak"
          name={who}
          title="Tolak redeem?"
          description={`Redeem ${redeem.voucher_name} oleh ${redeem.member_name} akan ditolak dan point dikembalikan ke member.`}
          danger
          pending={busy}
          onConfirm={(done) => decide.mutate(redeem, 'reject', { onSettled: done })}
        />
      </>
    );
  }),
  // As the row's buttons: only a pending redeem can be decided (a decided one answers 400).
  bulkActions: [
    {
      id: 'accept',
      label: 'Terima',
      appliesTo: (redeem) => redeem.status === 'pending',
      run: (redeem, signal) => setVoucherRedeemStatus(redeem, 'accept', signal),
    },
    {
      id: 'reject',
      label: 'Tolak',
      appliesTo: (redeem) => redeem.status === 'pending',
      run: (redeem, signal) => setVoucherRedeemStatus(redeem, 'reject', signal),
      danger: true,
    },
  ],
});
