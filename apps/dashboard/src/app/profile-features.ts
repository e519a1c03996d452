import type { Role } from '@backoffice/sdk';

/**
 * The feature `/edit` shows each role: admins and partners keep a partner_master account (photo,
 * details, password, and a bank account for partners); a merchant keeps the merchant profile and
 * its own password. The profile page renders it; the route table names it, so the route test
 * checks its calls against the contract's x-roles.
 */
export const PROFILE_FEATURES = {
  A: 'profile',
  P: 'profile',
  'A,P': 'profile',
  M: 'merchant-profile',
} as const satisfies Record<Role, string>;
