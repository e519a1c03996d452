import type { Withdrawal } from '@backoffice/sdk';
import type { BadgeVariant } from '@backoffice/ui';

/**
 * How a withdrawal's status reads (docs/product.md#entities-and-display); the status filter offers
 * them in this order.
 */
export const WITHDRAWAL_STATUS_LABELS: Record<Withdrawal['status'], string> = {
  pending: 'Diproses',
  approved: 'Berhasil',
  rejected: 'Ditolak',
};

export const WITHDRAWAL_STATUS_BADGES: Record<Withdrawal['status'], BadgeVariant> = {
  pending: 'info',
  approved: 'success',
  rejected: 'danger',
};
