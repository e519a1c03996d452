import type { EnumLabel, Promo } from '@backoffice/sdk';

/** Where a promo stands on `today` (Asia/Jakarta): the contract has no status, its dates tell. */
export function promoState(promo: Promo, today: string) {
  if (promo.end_date < today) return 'ended';
  if (promo.start_date > today) return 'upcoming';
  return promo.used >= promo.quota ? 'used_up' : 'running';
}

/**
 * How each state reads and what it means, for EnumBadge: the contract's tones, though the state
 * is the dashboard's own. A used-up quota means none of them (an outlined badge).
 */
export const PROMO_STATE_LABELS = {
  upcoming: { label: 'Akan datang', tone: 'waiting' },
  running: { label: 'Berlangsung', tone: 'done' },
  used_up: { label: 'Kuota habis' },
  ended: { label: 'Berakhir', tone: 'off' },
} as const satisfies Record<ReturnType<typeof promoState>, EnumLabel>;
