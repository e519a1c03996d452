import { type FilterCodec, isoDateFilter } from '../list-params';
import type { FilterChoice, ListFilter } from './list-description';

/**
 * A filter of fixed choices (a status, active or not). The URL spells a choice as `String(value)`
 * and only the choices given are read back from it, whatever their type (the contract's string,
 * number or boolean enum): `?rowstatus=1` is the number 1, `?aktif=false` the boolean false.
 */
export function selectFilter<const V extends string | number | boolean>(
  label: string,
  choices: readonly FilterChoice<V>[],
): ListFilter<V> {
  const codec: FilterCodec<V> = {
    parse: (raw) => choices.find((choice) => String(choice.value) === raw)?.value,
    format: String,
  };
  return { kind: 'select', label, codec, choices };
}

/**
 * A calendar-day filter (`YYYY-MM-DD`; a day that does not exist falls back to none). `range`
 * names the filter at the range's other end, which bounds what this one may pick.
 */
export function dateFilter(
  label: string,
  range?: { notAfter: string } | { notBefore: string },
): ListFilter<string> {
  return { kind: 'date', label, codec: isoDateFilter, ...range };
}

/** A filter of the contract's enum, its choices in the order of `labels`. */
export function enumSelectFilter<const V extends string | number>(
  label: string,
  labels: Readonly<Record<V, string>>,
): ListFilter<V> {
  return selectFilter(
    label,
    (Object.entries(labels) as [string, string][]).map(([value, text]) => ({
      // Object keys are strings; a numeric enum (rowstatus 0/1) gets its numbers back.
      value: (/^-?\d+$/.test(value) ? Number(value) : value) as V,
      label: text,
    })),
  );
}
