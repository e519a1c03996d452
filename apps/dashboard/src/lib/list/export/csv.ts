import type { ExportValue } from '../list-description';
import { type ExportKind, exportCell } from './export-value';

/**
 * The CSV an export writes (RFC 4180, docs/engineering.md#export): UTF-8 starting with a byte
 * order mark, rows ending in CRLF, a cell quoted when it holds a quote, comma or line break.
 * Values keep their type, so a spreadsheet can compute with them; text that a spreadsheet would
 * run as a formula is written as text (docs/decisions/0099-list-export-csv.md).
 */

/** Excel reads a CSV as UTF-8 (Indonesian and non-Latin letters, emoji) only after this mark. */
export const CSV_BOM = '\uFEFF';

/**
 * The starts a spreadsheet reads as a formula, or that hide one after a blank (OWASP, CSV
 * injection): `=`, `+`, `-`, `@`, tab, carriage return and line feed.
 */
const FORMULA_START = /^[=+\-@\t\r\n]/;
const NEEDS_QUOTES = /[",\r\n]/;

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
  const cell = exportCell(value, kind);
  switch (cell.type) {
    case 'empty':
      return '';
    case 'number':
      return String(cell.value);
    case 'date':
      return cell.jakarta.toISOString().slice(0, 10);
    case 'datetime': {
      const iso = cell.jakarta.toISOString();
      return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
    }
    case 'text': {
      const safe = FORMULA_START.test(cell.value) ? `'${cell.value}` : cell.value;
      return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
    }
  }
}
