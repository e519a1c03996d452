import type { EnumTone } from '@backoffice/sdk';
import { Badge, type BadgeVariant } from '@backoffice/ui';
import { type EnumValue, type Labels, labelOf } from './enum-label';

/**
 * One colour per meaning, on every screen: what waits for someone, what is under way, what went
 * through, what was refused or cancelled, and what is switched off. The contract says which
 * meaning each value has (`x-enum-tones`); only this table says how a meaning looks.
 */
const TONE_VARIANTS: Record<EnumTone, BadgeVariant> = {
  waiting: 'info',
  progress: 'secondary',
  done: 'success',
  refused: 'danger',
  off: 'neutral',
};

/** The value's label in the badge of its meaning: `<EnumBadge labels={enumLabels.WithdrawalStatus} value={w.status} />`. */
export function EnumBadge({ labels, value }: { labels: Labels; value: EnumValue }) {
  const entry = labels[String(value)];
  const tone = typeof entry === 'object' ? entry.tone : undefined;
  return <Badge variant={tone ? TONE_VARIANTS[tone] : 'outline'}>{labelOf(labels, value)}</Badge>;
}
