/** The one place the promo area's URLs are spelled (docs/product.md#routes-and-access). */
export const promoPaths = {
  list: '/promo',
  add: '/promo/add',
  edit: (id: number) => `/promo/edit/${id}`,
} as const;
