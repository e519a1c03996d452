import { jakartaClock, parseAmount, parseDate } from '@backoffice/ui';
import type { ExportField, ExportValue } from '../list-description';

export type ExportKind = NonNullable<ExportField<unknown>['kind']>;

/**
 * What one exported value is, read once for every file format: nothing, a number (whole Rupiah
 * for `rupiah`), a moment as Jakarta's wall clock, or text. A value that does not read as its
 * kind says (`tidak ada` in a `number` field) stays text.
 */
export type ExportCell =
  | { type: 'empty' }
  | { type: 'number'; value: number }
  // A wall-clock time in Jakarta, held in a Date's UTC fields (`2026-10-14T09:30Z` = 09:30 WIB).
  | { type: 'date' | 'datetime'; jakarta: Date }
  | { type: 'text'; value: string };

export function exportCell(value: ExportValue, kind: ExportKind = 'text'): ExportCell {
  if (value === null || value === undefined || value === '') return { type: 'empty' };
  if (kind === 'number' || kind === 'rupiah') {
    const amount = parseAmount(value);
    if (amount !== null) return numberCell(kind === 'rupiah' ? Math.round(amount) : amount);
  }
  if (kind === 'datetime' || kind === 'date') {
    const date = parseDate(value);
    if (date !== null) return { type: kind, jakarta: jakartaClock(date) };
  }
  if (typeof value === 'number') return numberCell(value);
  return { type: 'text', value };
}

function numberCell(value: number): ExportCell {
  return Number.isFinite(value) ? { type: 'number', value } : { type: 'empty' };
}
