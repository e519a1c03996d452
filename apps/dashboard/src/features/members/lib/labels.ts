import type { Member } from '@backoffice/sdk';
import type { BadgeVariant } from '@backoffice/ui';

/** How a member's `rowstatus` reads. */
export const MEMBER_STATUS_LABELS: Record<Member['rowstatus'], string> = {
  1: 'Aktif',
  0: 'Nonaktif',
};

/** Nonaktif is the neutral badge, as on every list: inactive is a state, not a fault. */
export const MEMBER_STATUS_BADGES: Record<Member['rowstatus'], BadgeVariant> = {
  1: 'success',
  0: 'neutral',
};
