/** The one place the partner area's URLs are spelled (docs/product.md#routes-and-access). */
export const partnerPaths = {
  list: '/partner',
  add: '/partner/add',
  edit: (id: number | string) => `/partner/edit/${encodeURIComponent(String(id))}`,
} as const;
