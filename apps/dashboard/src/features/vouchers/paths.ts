/** The one place the voucher area's URLs are spelled (docs/product.md#routes-and-access). */
export const voucherPaths = {
  list: '/voucher',
  add: '/voucher/add',
  edit: (id: number | string) => `/voucher/edit/${encodeURIComponent(String(id))}`,
} as const;
