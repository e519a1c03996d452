/** The one place the partner transaction area's URL is spelled (docs/product.md#routes-and-access). */
export const partnerTransactionPaths = {
  list: '/transaction',
} as const;
