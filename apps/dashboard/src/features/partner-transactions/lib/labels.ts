import type { PartnerTransaction } from '@backoffice/sdk';
import type { BadgeVariant } from '@backoffice/ui';

/** How the transaction's own state reads; the status filter offers them in this order. */
export const TRANSACTION_STATUS_LABELS: Record<PartnerTransaction['status'], string> = {
  pending: 'Menunggu',
  paid: 'Dibayar',
  completed: 'Selesai',
  cancelled: 'Dibatalkan',
};

export const TRANSACTION_STATUS_BADGES: Record<PartnerTransaction['status'], BadgeVariant> = {
  pending: 'info',
  paid: 'primary',
  completed: 'complete',
  cancelled: 'danger',
};

/** Where the partner's commission stands (`statussaldo`, the contract's PartnerTransaction). */
export const BALANCE_STATUS_LABELS: Record<PartnerTransaction['statussaldo'], string> = {
  pending: 'Belum Masuk Saldo',
  credited: 'Masuk Saldo',
  withdrawn: 'Sudah Ditarik',
};

export const BALANCE_STATUS_BADGES: Record<PartnerTransaction['statussaldo'], BadgeVariant> = {
  pending: 'neutral',
  credited: 'success',
  withdrawn: 'outline',
};
