import type { EnumLabel } from '@backoffice/sdk';
import type { FiltersOf } from '@/lib/list/list-params';

/** The registrations' status filter: the contract's `status` choices of the list. */
type RegistrationFilterStatus = NonNullable<FiltersOf<'listMerchantRegistrations'>['status']>;

/**
 * How a registration not accepted yet reads and what it means (its badge, the filter's choices
 * in this order). Not from the contract's labels: the list's `pending` is a null `status` of the
 * Merchant schema, which x-enum-labels cannot name.
 */
export const REGISTRATION_STATE_LABELS = {
  pending: { label: 'Menunggu', tone: 'waiting' },
  rejected: { label: 'Ditolak', tone: 'refused' },
} as const satisfies Record<RegistrationFilterStatus, EnumLabel>;
