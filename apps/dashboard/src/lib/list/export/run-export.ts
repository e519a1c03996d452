import { readRows } from '../read-rows';
import type { RowsDescription } from '../rows-description';
import type { RowsSource } from '../rows-source';
import { exportFieldsOf } from './export-fields';
import { exportFileName } from './export-file-name';
import type { SheetFormat } from './sheet-writer';

/** Progress is told every this many rows written (a page of the largest size). */
const PROGRESS_EVERY = 100;

/** Rows written so far, of the `total` the list holds (null until the first page answers). */
export type ExportProgress = { read: number; total: number | null };

export type ExportOptions = {
  /** The file's format: `csvFormat` or `xlsxFormat`, loaded by the caller with this module. */
  format: SheetFormat;
  /** Cancels the export: the page calls under way stop and no other is sent. */
  signal: AbortSignal;
  onProgress: (progress: ExportProgress) => void;
};

export type ExportedFile = { file: Blob; name: string; rows: number };

/**
 * Every row of the source as a CSV or Excel file with the description's export columns: for a paged
 * list every row that matches its search, filters and tab (`read-rows.ts`), for rows in hand
 * those rows. Each row is written as it arrives, so no row object is kept (a CSV's memory stays
 flat; a workbook keeps its cells, `xlsx-writer.ts`).
 * Rejects with the SDK's ApiError when a page fails for good; when `signal` cancels it, with
 * that ApiError (kind `aborted`) or the signal's reason.
 */
export async function exportList<Row>(
  description: Pick<RowsDescription<Row>, 'noun' | 'columns'>,
  source: RowsSource<Row>,
  { format, signal, onProgress }: ExportOptions,
): Promise<ExportedFile> {
  const fields = exportFieldsOf(description.columns);
  const out = format.writer(fields);
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
