/** The one place the event area's URLs are spelled (docs/product.md#routes-and-access). */
export const eventPaths = {
  list: '/event',
  add: '/event/add',
  detail: (id: number | string) => `/event/detail/${encodeURIComponent(String(id))}`,
} as const;
