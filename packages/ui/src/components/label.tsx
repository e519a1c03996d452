import { slotted } from '../lib/cn';

/**
 * A form label: the platform's `<label>`. Radix's Label added only a guard against selecting its
 * text on a double click, which `select-none` does here; /login's budget has no room for the
 * Primitive chunk it brought (docs/engineering.md#budgets).
 */
export const Label = slotted(
  'label',
  'label',
  'flex select-none items-center gap-1 font-medium text-sm leading-none peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
);
