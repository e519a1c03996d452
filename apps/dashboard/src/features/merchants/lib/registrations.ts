import type { Merchant } from '@backoffice/sdk';

/** A registration's state as the admin reads it: a null status is pending (docs/product.md). */
export type RegistrationState = 'pending' | 'rejected' | 'accepted';

export function registrationState(merchant: Merchant): RegistrationState {
  return merchant.status ?? 'pending';
}
