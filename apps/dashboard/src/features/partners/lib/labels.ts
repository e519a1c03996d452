import { enumLabels } from '@backoffice/sdk';
import { labelOf } from '@/lib/enum-badge';

/** The roles an admin may give a new partner (CreatePartnerRequest.role), as the contract names them. */
export const NEW_PARTNER_ROLE_OPTIONS = (['P', 'A,P'] as const).map((value) => ({
  value,
  label: labelOf(enumLabels.PartnerRole, value),
}));
