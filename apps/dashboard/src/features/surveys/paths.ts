/** The one place the survey area's URLs are spelled (docs/product.md#routes-and-access). */
export const surveyPaths = {
  list: '/survey',
  add: '/survey/add',
  edit: (id: number) => `/survey/edit/${id}`,
} as const;
