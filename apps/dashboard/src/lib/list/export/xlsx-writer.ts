import writeXlsxFile, { type Cell, type Row as SheetRow } from 'write-excel-file/browser';
import type { ExportField } from '../list-description';
import { type ExportCell, type ExportKind, exportCell } from './export-value';
import type { SheetFormat, SheetWriter } from './run-export';

/** Column widths in characters: room for the longest value, within reason. */
const MIN_WIDTH = 10;
const MAX_WIDTH = 50;

/**
 * The Excel workbook (ADR 0109): one sheet, the header row bold and kept in view, numbers and
 * dates as Excel's own types. Excel opens it in columns whatever the computer's list separator
 * is, which a CSV cannot promise (an Indonesian Windows separates lists with `;`). The cells are
 * held until the end, since the library writes the file in one piece: about 1 KB a row.
 */
function xlsxWriter<Row>(fields: readonly ExportField<Row>[]): SheetWriter<Row> {
  const rows: SheetRow[] = [
    fields.map((field): Cell => ({ type: String, value: field.header, fontWeight: 'bold' })),
  ];
  const widths = fields.map((field) => field.header.length);
  return {
    add: (row) => {
      rows.push(
        fields.map((field, index) => {
          const cell = exportCell(field.value(row), field.kind);
          widths[index] = Math.max(widths[index] ?? 0, shownLength(cell));
          return sheetCell(cell, field.kind);
        }),
      );
    },
    file: () =>
      writeXlsxFile(rows, {
        stickyRowsCount: 1,
        columns: widths.map((width) => ({
          width: Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width + 2)),
        })),
      }).toBlob(),
  };
}

export const xlsxFormat: SheetFormat = { extension: 'xlsx', writer: xlsxWriter };

/**
 * One cell. Rupiah shows thousands in the reader's own separators (`#,##0`), dates in the same
 * `YYYY-MM-DD HH:mm` as the CSV; text stays text (a workbook never runs a text cell as a formula,
 * so it needs no `'` before `=`).
 */
function sheetCell(cell: ExportCell, kind: ExportKind = 'text'): Cell {
  switch (cell.type) {
    case 'empty':
      return null;
    case 'number':
      return kind === 'rupiah'
        ? { type: Number, value: cell.value, format: '#,##0' }
        : { type: Number, value: cell.value };
    case 'date':
      return { type: Date, value: cell.jakarta, format: 'yyyy-mm-dd' };
    case 'datetime':
      return { type: Date, value: cell.jakarta, format: 'yyyy-mm-dd hh:mm' };
    case 'text':
      return { type: String, value: cell.value };
  }
}

/** About how many characters the cell shows (a rupiah's separators and a date's format count). */
function shownLength(cell: ExportCell): number {
  switch (cell.type) {
    case 'empty':
      return 0;
    case 'number':
      return Math.ceil(String(Math.round(cell.value)).length * 1.35);
    case 'date':
      return 10;
    case 'datetime':
      return 16;
    case 'text':
      return cell.value.length;
  }
}
