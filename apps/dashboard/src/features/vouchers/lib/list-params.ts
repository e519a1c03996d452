import { booleanFilter, enumFilter, type ListParamsSpec } from '@/lib/list-params';

/** The voucher list's URL state: `?page&search&aktif`. */
export const voucherListParams: ListParamsSpec<'listVouchers'> = {
  filters: { aktif: booleanFilter },
};

export const REDEEM_STATUSES = ['pending', 'accepted', 'rejected'] as const;

/** The redeem list's URL state, apart from the voucher list's: `?tab=redeem&redeem_page…`. */
export const redeemListParams: ListParamsSpec<'listVoucherRedeems'> = {
  prefix: 'redeem_',
  filters: { status: enumFilter(REDEEM_STATUSES) },
};

export const VOUCHER_TABS = [
  { id: 'voucher', label: 'Voucher' },
  { id: 'redeem', label: 'Redeem' },
] as const;
