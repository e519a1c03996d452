/** `/voucher`'s two lists: the merchant's vouchers, and their redeems (`?tab=redeem`). */
export const VOUCHER_TABS = [
  { id: 'voucher', label: 'Voucher' },
  { id: 'redeem', label: 'Redeem' },
] as const;
