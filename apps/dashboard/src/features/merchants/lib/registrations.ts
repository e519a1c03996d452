import type { EnumLabel, Merchant } from '@backoffice/sdk';
import type { FiltersOf } from '@/lib/list/list-params';

/** A registration's state as the admin reads it: a null status is pending (docs/product.md). */
export function registrationState(merchant: Merchant): 'pending' | 'rejected' | 'accepted' {
  return merchant.status ?? 'pending';
}

/**
 * How a registration not accepted yet reads and what it means (its badge, the status filter's
 * choices in this order). Not from the contract's labels: the list's `pending` is a null `status`
 * of the Merchant schema, which x-enum-labels cannot name.
 */
export const REGISTRATION_STATE_LABELS = {
  pending: { label: 'Menunggu', tone: 'waiting' },
  rejected: { label: 'Ditolak', tone: 'refused' },
} as const satisfies Record<
  NonNullable<FiltersOf<'listMerchantRegistrations'>['status']>,
  EnumLabel
>;
