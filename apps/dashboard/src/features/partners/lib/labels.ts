import type { Partner } from '@backoffice/sdk';

/** How a partner's role reads (docs/product.md#roles-and-guards). */
export const PARTNER_ROLE_LABELS: Record<Partner['role'], string> = {
  P: 'Partner',
  'A,P': 'Admin & Partner',
  A: 'Admin',
};

/** The roles an admin may give a new partner (CreatePartnerRequest.role). */
export const NEW_PARTNER_ROLE_OPTIONS = [
  { value: 'P', label: PARTNER_ROLE_LABELS.P },
  { value: 'A,P', label: PARTNER_ROLE_LABELS['A,P'] },
] as const;
