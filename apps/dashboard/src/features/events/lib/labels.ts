import type { EventParticipant, EventStatus } from '@backoffice/sdk';
import type { BadgeVariant } from '@backoffice/ui';

/** The contract's event states, in the order the admin works through them. */
export const EVENT_STATUSES = [
  'pending',
  'approved',
  'rejected',
] as const satisfies readonly EventStatus[];

/** How an event's state reads (docs/product.md#entities-and-display). */
export const EVENT_STATUS_LABELS: Record<EventStatus, string> = {
  pending: 'Menunggu',
  approved: 'Disetujui',
  rejected: 'Ditolak',
};

export const EVENT_STATUS_BADGES: Record<EventStatus, BadgeVariant> = {
  pending: 'info',
  approved: 'success',
  rejected: 'danger',
};

/** How a participant's payment reads. */
export const PAYMENT_STATUS_LABELS: Record<EventParticipant['payment_status'], string> = {
  pending: 'Menunggu',
  paid: 'Lunas',
  cancelled: 'Dibatalkan',
};

/** The tones every list gives these meanings: waiting info, done success, cancelled danger. */
export const PAYMENT_STATUS_BADGES: Record<EventParticipant['payment_status'], BadgeVariant> = {
  pending: 'info',
  paid: 'success',
  cancelled: 'danger',
};
