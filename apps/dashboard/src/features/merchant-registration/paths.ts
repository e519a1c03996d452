/**
 * Where a new merchant registers (docs/product.md#routes-and-access). The register page of the
 * auth area spells the same path in its link: features do not import each other.
 */
export const merchantRegistrationPaths = {
  register: '/merchant/register',
} as const;
