/** The one place the admin's merchant area URLs are spelled (docs/product.md#routes-and-access). */
export const merchantPaths = {
  list: '/merchant/list',
} as const;
