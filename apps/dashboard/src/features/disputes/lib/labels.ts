import type { Dispute, DisputeChatMessage, DisputeDecision } from '@backoffice/sdk';
import type { BadgeVariant } from '@backoffice/ui';

/** How a dispute's state reads; open and in-review stand out (they wait for an admin). */
export const DISPUTE_STATUS_LABELS: Record<Dispute['status'], string> = {
  open: 'Terbuka',
  in_review: 'Ditinjau',
  resolved: 'Selesai',
  rejected: 'Ditolak',
};

export const DISPUTE_STATUS_BADGES: Record<Dispute['status'], BadgeVariant> = {
  open: 'danger',
  in_review: 'primary',
  resolved: 'success',
  rejected: 'neutral',
};

export const DISPUTE_STATUS_OPTIONS = (
  Object.keys(DISPUTE_STATUS_LABELS) as Dispute['status'][]
).map((status) => ({ value: status, label: DISPUTE_STATUS_LABELS[status] }));

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
