import type { ExportField } from '../list-description';
import { CSV_BOM } from './csv';
import { csvHeader, csvRow } from './export-fields';
import { fileParts } from './file-parts';
import type { SheetFormat, SheetWriter } from './sheet-writer';

/** The CSV file: each row becomes text at once, so memory stays flat however many rows come. */
export function csvWriter<Row>(fields: readonly ExportField<Row>[]): SheetWriter<Row> {
  const out = fileParts('text/csv;charset=utf-8');
  out.add(CSV_BOM + csvHeader(fields));
  return {
    add: (row) => out.add(csvRow(fields, row)),
    file: async () => out.file(),
  };
}

export const csvFormat: SheetFormat = { extension: 'csv', writer: csvWriter };
