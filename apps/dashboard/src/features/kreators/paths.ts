/** The one place the creator area's URLs are spelled (docs/product.md#routes-and-access). */
export const kreatorPaths = {
  list: '/kreator',
  add: '/kreator/add',
} as const;
