import type { Dispute, DisputeChatMessage, DisputeDecision } from '@backoffice/sdk';
import type { BadgeVariant } from '@backoffice/ui';

/** How a dispute's state reads. */
export const DISPUTE_STATUS_LABELS: Record<Dispute['status'], string> = {
  open: 'Terbuka',
  in_review: 'Ditinjau',
  resolved: 'Selesai',
  rejected: 'Ditolak',
};

/**
 * The tones every list gives these meanings: waiting (open) is info, in progress (in review)
 * primary, done success, rejected danger.
 */
export const DISPUTE_STATUS_BADGES: Record<Dispute['status'], BadgeVariant> = {
  open: 'info',
  in_review: 'primary',
  resolved: 'success',
  rejected: 'danger',
};

export const DECISION_LABELS: Record<DisputeDecision, string> = {
  refund_client: 'Kembalikan dana ke klien',
  release_freelancer: 'Teruskan dana ke freelancer',
  split: 'Bagi dana',
};

export const SENDER_ROLE_LABELS: Record<DisputeChatMessage['sender_role'], string> = {
  client: 'Klien',
  freelancer: 'Freelancer',
  admin: 'Admin',
};
