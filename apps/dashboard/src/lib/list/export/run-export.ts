import { todayInJakarta } from '@backoffice/ui';
import type { ExportField, ListColumn, RowsDescription } from '../list-description';
import { readRows } from '../read-rows';
import type { RowsSource } from '../rows-source';

/** The file formats an export writes: CSV for any program, XLSX for Excel in any language. */
export type ExportFormat = 'csv' | 'xlsx';

/** Writes an export's rows, one at a time as they are read, into a file of one format. */
export type SheetWriter<Row> = {
  add: (row: Row) => void;
  file: () => Promise<Blob>;
};

/** A format as the export uses it: `csvFormat` (csv.ts) or `xlsxFormat` (xlsx-writer.ts). */
export type SheetFormat = {
  extension: ExportFormat;
  writer: <Row>(fields: readonly ExportField<Row>[]) => SheetWriter<Row>;
};

/** Progress is told every this many rows written (a page of the largest size). */
const PROGRESS_EVERY = 100;

/** Rows written so far, of the `total` the list holds (null until the first page answers). */
export type ExportProgress = { read: number; total: number | null };

/** The file's columns: each screen column's `export` fields, in the order the columns show. */
export function exportFieldsOf<Row>(columns: readonly ListColumn<Row>[]): ExportField<Row>[] {
  return columns.flatMap((column) => column.export ?? []);
}

/** `partner-2026-11-26.csv`: the list's noun as a slug, the day of the export in Jakarta, the format. */
export function exportFileName(noun: string, format: ExportFormat, today = todayInJakarta()) {
  // Lower case letters and digits joined by `-`; accents dropped (`Pemilik Ñ` → `pemilik-n`).
  const words = noun
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return `${words.length > 0 ? words.join('-') : 'daftar'}-${today}.${format}`;
}

/**
 * Every row of the source as a file with the description's export columns, each written as it
 * arrives, so no row object is kept. Rejects with the SDK's ApiError when a page fails for good;
 * when `signal` cancels it, with that ApiError (kind `aborted`) or the signal's reason.
 */
export async function exportList<Row>(
  description: Pick<RowsDescription<Row>, 'noun' | 'columns'>,
  source: RowsSource<Row>,
  {
    format,
    signal,
    onProgress,
  }: {
    /** Loaded by the caller with this module. */
    format: SheetFormat;
    /** Cancels the export: the page calls under way stop and no other is sent. */
    signal: AbortSignal;
    onProgress: (progress: ExportProgress) => void;
  },
): Promise<{ file: Blob; name: string; rows: number }> {
  const out = format.writer(exportFieldsOf(description.columns));
  let read = 0;
  let total: number | null = null;
  const rows = readRows(source, {
    signal,
    onTotal: (count) => {
      total = count;
      onProgress({ read, total });
    },
  });
  for await (const row of rows) {
    // Cancelled while a page's rows are being written: the rest of them are not.
    if (signal.aborted) break;
    out.add(row);
    read += 1;
    if (read % PROGRESS_EVERY === 0) onProgress({ read, total });
  }
  signal.throwIfAborted();
  onProgress({ read, total: read });
  return {
    file: await out.file(),
    name: exportFileName(description.noun, format.extension),
    rows: read,
  };
}
