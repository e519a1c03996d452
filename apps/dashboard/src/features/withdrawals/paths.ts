/** The one place the withdrawal area's URL is spelled ("wirthdraw" is the product's spelling). */
export const withdrawalPaths = {
  page: '/wirthdraw',
} as const;
