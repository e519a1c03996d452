import type { Merchant } from '@backoffice/sdk';

/** A registration's state as the admin reads it: a null status is pending (docs/product.md). */
export type RegistrationState = 'pending' | 'rejected' | 'accepted';

export function registrationState(merchant: Merchant): RegistrationState {
  return merchant.status ?? 'pending';
}

/**
 * Pending registrations first, each group in the server's order (newest first). The API sorts
 * by date only, so this orders the page on screen; a status filter shows one group alone.
 */
export function pendingFirst(rows: readonly Merchant[]): Merchant[] {
  return [
    ...rows.filter((row) => registrationState(row) === 'pending'),
    ...rows.filter((row) => registrationState(row) !== 'pending'),
  ];
}
