import type { Promo } from '@backoffice/sdk';
import type { BadgeVariant } from '@backoffice/ui';

/** Where a promo stands on `today` (Asia/Jakarta): the contract has no status, its dates tell. */
export type PromoState = 'upcoming' | 'running' | 'used_up' | 'ended';

export function promoState(promo: Promo, today: string): PromoState {
  if (promo.end_date < today) return 'ended';
  if (promo.start_date > today) return 'upcoming';
  return promo.used >= promo.quota ? 'used_up' : 'running';
}

export const PROMO_STATE_LABELS: Record<PromoState, string> = {
  upcoming: 'Akan datang',
  running: 'Berlangsung',
  used_up: 'Kuota habis',
  ended: 'Berakhir',
};

export const PROMO_STATE_BADGES: Record<PromoState, BadgeVariant> = {
  upcoming: 'info',
  running: 'success',
  used_up: 'outline',
  ended: 'neutral',
};
