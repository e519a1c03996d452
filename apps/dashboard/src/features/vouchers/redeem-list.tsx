import { enumLabels, type VoucherRedeem } from '@backoffice/sdk';
import * as column from '@/lib/list/columns';
import { describeList } from '@/lib/list/list-description';
import { RowAction, RowConfirmAction, rowActions } from '@/lib/list/row-action';
import { setVoucherRedeemStatus, useSetVoucherRedeemStatus } from './api/set-voucher-redeem-status';
import { VOUCHER_TABS } from './lib/tabs';
import { redeemListQuery } from './redeem-list-query';

/**
 * `/voucher?tab=redeem`: the redeems of the merchant's vouchers
 * (docs/product.md#entities-and-display); its URL parameters are its own (`redeem_` before each).
 */
export const redeemList = describeList({
  ...redeemListQuery,
  noun: 'redeem',
  // The server writes the redeems' file (`Reedem Voucher.xls`): the tab's one export (redeems-tab).
  noExport: true,
  caption: 'Daftar redeem voucher',
  rowName: (redeem) => `${redeem.code} ${redeem.member_name}`,
  search: true,
  tab: VOUCHER_TABS[1].id,
  columns: [
    column.date<VoucherRedeem>('redeem_date', 'Tanggal Redeem', (redeem) => redeem.redeem_date),
    // The member under the voucher: one column less keeps the table inside a laptop screen. What
    // was redeemed and by whom heads the card on a phone, the date under it.
    column.stacked<VoucherRedeem>(
      'voucher',
      'Voucher',
      [
        { header: 'Voucher', value: (redeem) => redeem.voucher_name },
        { header: 'Member', value: (redeem) => redeem.member_name },
      ],
      { card: 'title', wraps: true },
    ),
    column.text<VoucherRedeem>('code', 'Kode', (redeem) => redeem.code, { look: 'code' }),
    // Poin, as the voucher form says: `N point(s)` is the voucher list's alone (docs/product.md).
    column.number<VoucherRedeem>('point', 'Poin', (redeem) => redeem.point),
    column.status<VoucherRedeem>(
      'status',
      enumLabels.VoucherRedeemStatus,
      (redeem) => redeem.status,
    ),
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
          rowKey={redeem.id}
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
      run: (redeem) => setVoucherRedeemStatus(redeem, 'accept'),
    },
    {
      id: 'reject',
      label: 'Tolak',
      appliesTo: (redeem) => redeem.status === 'pending',
      run: (redeem) => setVoucherRedeemStatus(redeem, 'reject'),
      danger: true,
    },
  ],
});
