import type { AdminTransaction } from '@backoffice/sdk';
import type { BadgeVariant } from '@backoffice/ui';

/** How a marketplace transaction's payment state reads. */
export const ADMIN_TRANSACTION_STATUS_LABELS: Record<AdminTransaction['status'], string> = {
  pending: 'Menunggu',
  paid: 'Dibayar',
  completed: 'Selesai',
  cancelled: 'Dibatalkan',
  refunded: 'Dikembalikan',
};

export const ADMIN_TRANSACTION_STATUS_BADGES: Record<AdminTransaction['status'], BadgeVariant> = {
  pending: 'info',
  paid: 'primary',
  completed: 'complete',
  cancelled: 'danger',
  refunded: 'outline',
};
