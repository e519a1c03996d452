import type { VoucherRedeem } from '@backoffice/sdk';
import type { BadgeVariant } from '@backoffice/ui';

/** How a redeem's status reads (docs/product.md#entities-and-display). */
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

export const VOUCHER_STATUS_OPTIONS = [
  { value: 'true', label: 'Aktif' },
  { value: 'false', label: 'Nonaktif' },
] as const;

export const REDEEM_STATUS_OPTIONS = (['pending', 'accepted', 'rejected'] as const).map(
  (status) => ({ value: status, label: REDEEM_STATUS_LABELS[status] }),
);
