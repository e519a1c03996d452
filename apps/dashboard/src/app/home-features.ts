import type { Role } from '@backoffice/sdk';

/**
 * The feature `/` shows each role: the admin's dashboard, the partner's referral dashboard (an
 * admin who is also a partner gets the partner's), the merchant's home. The home page renders it;
 * the route table names it, so the route test checks its calls against the contract's x-roles.
 */
export const HOME_FEATURES = {
  A: 'admin-dashboard',
  P: 'referral',
  'A,P': 'referral',
  M: 'merchant-home',
} as const satisfies Record<Role, string>;
