/** The one place the dispute area's URLs are spelled (docs/product.md#routes-and-access). */
export const disputePaths = {
  list: '/dispute',
  detail: (id: number) => `/dispute/${id}`,
  chat: (id: number) => `/dispute/chat/${id}`,
} as const;
