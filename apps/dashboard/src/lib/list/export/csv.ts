import type { ExportField, ExportValue } from '../list-description';
import { type ExportKind, exportCell } from './export-value';
import type { SheetFormat, SheetWriter } from './run-export';

// The CSV an export writes (docs/engineering.md#export, docs/decisions/0099-list-export-csv.md).

/** Excel reads a CSV as UTF-8 (Indonesian and non-Latin letters, emoji) only after this mark. */
const CSV_BOM = '\uFEFF';

/**
 * The starts a spreadsheet reads as a formula, or that hide one after a blank (OWASP, CSV
 * injection): `=`, `+`, `-`, `@`, tab, carriage return and line feed.
 */
const FORMULA_START = /^[=+\-@\t\r\n]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One cell. `number` and `rupiah` read a numeric text (`"1,250,000"`) as its number, `rupiah` in
 * whole Rupiah; `datetime` is `YYYY-MM-DD HH:mm` and `date` `YYYY-MM-DD`, both in Asia/Jakarta.
 * A formula start gets a `'` before it, so the spreadsheet shows it instead of running it.
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

/** Characters gathered before they become a Blob part: about 0.5 to 1.5 MB of UTF-8. */
const PART_CHARS = 512 * 1024;

/**
 * Each row becomes text at once, and the text goes into Blob parts, whose bytes a browser keeps
 * outside the JavaScript heap: memory stays flat however many rows come.
 */
function csvWriter<Row>(fields: readonly ExportField<Row>[]): SheetWriter<Row> {
  const line = (cell: (field: ExportField<Row>) => string) => `${fields.map(cell).join(',')}\r\n`;
  const parts: Blob[] = [];
  let pending = CSV_BOM + line((field) => csvCell(field.header));
  const flush = () => {
    parts.push(new Blob([pending]));
    pending = '';
  };
  return {
    add: (row) => {
      pending += line((field) => csvCell(field.value(row), field.kind));
      if (pending.length >= PART_CHARS) flush();
    },
    file: async () => {
      flush();
      return new Blob(parts, { type: 'text/csv;charset=utf-8' });
    },
  };
}

export const csvFormat: SheetFormat = { extension: 'csv', writer: csvWriter };
