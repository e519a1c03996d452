/** The one place the member area's URL is spelled (docs/product.md#routes-and-access). */
export const memberPaths = {
  list: '/member',
} as const;
