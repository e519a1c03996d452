import type { EnumLabel } from '@backoffice/sdk';

/**
 * How a value of a labelled enum of the contract reads, without its badge (enum-badge.tsx): what
 * only words a value imports it from here, so a list's filters, which load before any of the
 * page's components (docs/performance.md#a-lists-first-query-loads-apart-from-its-cells), and a
 * form's choices do not load the badge.
 */

/** A value of a labelled enum of the contract (`enumLabels.X`): its key, number or boolean. */
export type EnumValue = string | number | boolean;

/** The contract's labels of an enum; a plain text per value is read the same way. */
export type Labels = Readonly<Record<string, EnumLabel | string>>;

/** How the value reads (`Aktif`), from the contract's `x-enum-labels`. */
export function labelOf(labels: Labels, value: EnumValue): string {
  const entry = labels[String(value)];
  return (typeof entry === 'string' ? entry : entry?.label) ?? String(value);
}
