import { type Labels, labelOf } from '../enum-label';
import { choiceParam, dayParam } from '../url-state';
import type { ListFilter } from './list-description';

/** A filter of fixed choices (a status, active or not), in the URL as `choiceParam` spells them. */
export function selectFilter<const V extends string | number | boolean>(
  label: string,
  choices: readonly { value: V; label: string }[],
): ListFilter<V> {
  const codec = choiceParam(choices.map((choice) => choice.value));
  const options = choices.map(({ value, label }) => ({ value: codec.format(value), label }));
  return { kind: 'select', label, codec, options };
}

/**
 * A calendar-day filter (`YYYY-MM-DD`; a day that does not exist falls back to none). `range`
 * names the filter at the range's other end, which bounds what this one may pick; the start
 * names the one toolbar field the two ends share (`rangeLabel`: one field, so the toolbar stays
 * one row; docs/engineering.md#tables-that-fit).
 */
export function dateFilter(
  label: string,
  range?: { notAfter: string; rangeLabel: string } | { notBefore: string },
): ListFilter<string> {
  return { kind: 'date', label, codec: dayParam, ...range };
}

/**
 * A filter of a labelled enum of the contract (`enumLabels.WithdrawalStatus`), its choices in the
 * contract's order, or in `order` where JavaScript cannot keep it (numeric keys such as
 * `rowstatus` 1 and 0 always come out ascending) or where the operation filters by a subset.
 */
export function enumSelectFilter<const L extends Labels, const V extends ValueOfKey<keyof L>>(
  label: string,
  labels: L,
  order?: readonly V[],
): ListFilter<V> {
  const values = order ?? (Object.keys(labels).map(fromKey) as V[]);
  return selectFilter(
    label,
    values.map((value) => ({ value, label: labelOf(labels, value) })),
  );
}

/** The enum value an object key stands for: `'1'` the number 1, `'true'` the boolean true. */
type ValueOfKey<K> = K extends number
  ? K
  : K extends `${infer N extends number}`
    ? N
    : K extends 'true'
      ? true
      : K extends 'false'
        ? false
        : K & string;

/** An object key back to the enum's value: `'1'` is the number 1, `'true'` the boolean. */
function fromKey(key: string): string | number | boolean {
  if (key === 'true' || key === 'false') return key === 'true';
  return /^-?\d+$/.test(key) ? Number(key) : key;
}
