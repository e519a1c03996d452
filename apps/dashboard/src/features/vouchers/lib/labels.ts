import type { VoucherRedeem } from '@backoffice/sdk';
import type { BadgeVariant } from '@backoffice/ui';

/** How a redeem's status reads (docs/product.md#entities-and-display), in the filter's order. */
export const REDEEM_STATUS_LABELS: Record<VoucherRedeem['status'], string> = {
  pending: 'Menunggu',
  accepted: 'Diterima',
  rejected: 'Ditolak',
};

export const REDEEM_STATUS_BADGES: Record<VoucherRedeem['status'], BadgeVariant> = {
  pending: 'info',
  accepted: 'success',
  rejected: 'danger',
};
