import type { EventStatus } from '@backoffice/sdk';
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

export const EVENT_STATUS_OPTIONS = EVENT_STATUSES.map((value) => ({
  value,
  label: EVENT_STATUS_LABELS[value],
}));
