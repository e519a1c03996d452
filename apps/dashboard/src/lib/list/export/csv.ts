import { parseAmount, parseDate } from '@backoffice/ui';
import type { ExportField, ExportValue } from '../list-description';

/**
 * The CSV an export writes (RFC 4180, docs/engineering.md#export): UTF-8 starting with a byte
 * order mark, rows ending in CRLF, a cell quoted when it holds a quote, comma or line break.
 * Values keep their type, so a spreadsheet can compute with them; text that a spreadsheet would
 * run as a formula is written as text (docs/decisions/0099-list-export-csv.md).
 */

/** Excel reads a CSV as UTF-8 (Indonesian and non-Latin letters, emoji) only after this mark. */
export const CSV_BOM = '\uFEFF';

export type ExportKind = NonNullable<ExportField<unknown>['kind']>;

/**
 * The starts a spreadsheet reads as a formula, or that hide one after a blank (OWASP, CSV
 * injection): `=`, `+`, `-`, `@`, tab, carriage return and line feed.
 */
const FORMULA_START = /^[=+\-@\t\r\n]/;
const NEEDS_QUOTES = /[",\r\n]/;
/** Jakarta has no daylight saving time: its wall clock is UTC+7 all year. */
const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;

/** One row: its cells, already written by `csvCell`, and the line's end. */
export function csvLine(cells: readonly string[]): string {
  return `${cells.join(',')}\r\n`;
}

/**
 * One cell. A number is written as a number (a negative one too); `number` and `rupiah` read
 * a numeric text (`"1,250,000"`) as its number, `rupiah` in whole Rupiah; `datetime` is
 * `YYYY-MM-DD HH:mm` and `date` `YYYY-MM-DD`, both in Asia/Jakarta. Anything else is text: a
 * formula start gets a `'` before it, so the spreadsheet shows it instead of running it.
 */
export function csvCell(value: ExportValue, kind: ExportKind = 'text'): string {
  if (value === null || value === undefined) return '';
  if (kind === 'number' || kind === 'rupiah') {
    const amount = parseAmount(value);
    if (amount !== null) return numberCell(kind === 'rupiah' ? Math.round(amount) : amount);
  }
  if (kind === 'datetime' || kind === 'date') {
    const jakarta = jakartaTime(value);
    if (jakarta !== null) return kind === 'date' ? jakarta.slice(0, 10) : jakarta;
  }
  if (typeof value === 'number') return numberCell(value);
  return textCell(value);
}

function numberCell(value: number): string {
  return Number.isFinite(value) ? String(value) : '';
}

function textCell(text: string): string {
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** `YYYY-MM-DD HH:mm` on Jakarta's clock; null for a value that is not a date. */
function jakartaTime(value: string | number): string | null {
  const date = parseDate(value);
  if (date === null) return null;
  const iso = new Date(date.getTime() + JAKARTA_OFFSET_MS).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}
