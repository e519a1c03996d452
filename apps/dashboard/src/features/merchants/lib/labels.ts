import type { FiltersOf } from '@/lib/list-params';

/** The registrations' status filter: the contract's `status` choices of the list. */
type RegistrationFilterStatus = NonNullable<FiltersOf<'listMerchantRegistrations'>['status']>;

/** How a registration not accepted yet reads (its badge, the filter's choices, in this order). */
export const REGISTRATION_STATE_LABELS: Record<RegistrationFilterStatus, string> = {
  pending: 'Menunggu',
  rejected: 'Ditolak',
};
