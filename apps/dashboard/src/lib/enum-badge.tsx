import type { EnumLabel, EnumTone } from '@backoffice/sdk';
import { Badge, type BadgeVariant } from '@backoffice/ui';

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

/** A value of a labelled enum of the contract (`enumLabels.X`): its key, number or boolean. */
export type EnumValue = string | number | boolean;

/** The contract's labels of an enum; a plain text per value is read the same way. */
type Labels = Readonly<Record<string, EnumLabel | string>>;

/** How the value reads (`Aktif`), from the contract's `x-enum-labels`. */
export function labelOf(labels: Labels, value: EnumValue): string {
  const entry = labels[String(value)];
  return (typeof entry === 'string' ? entry : entry?.label) ?? String(value);
}

/** The value's label in the badge of its meaning: `<EnumBadge labels={enumLabels.WithdrawalStatus} value={w.status} />`. */
export function EnumBadge({ labels, value }: { labels: Labels; value: EnumValue }) {
  const entry = labels[String(value)];
  const tone = typeof entry === 'object' ? entry.tone : undefined;
  return <Badge variant={tone ? TONE_VARIANTS[tone] : 'outline'}>{labelOf(labels, value)}</Badge>;
}
