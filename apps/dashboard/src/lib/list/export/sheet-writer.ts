import type { ExportField } from '../list-description';

/** The file formats an export writes: CSV for any program, XLSX for Excel in any language. */
export type ExportFormat = 'csv' | 'xlsx';

/** Writes an export's rows, one at a time as they are read, into a file of one format. */
export type SheetWriter<Row> = {
  add: (row: Row) => void;
  file: () => Promise<Blob>;
};

/** A format as the export uses it: the file's extension and how its rows are written. */
export type SheetFormat = {
  extension: ExportFormat;
  writer: <Row>(fields: readonly ExportField<Row>[]) => SheetWriter<Row>;
};
