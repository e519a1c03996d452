import { formatNumber } from '@backoffice/ui';
import { useEffect, useRef, useState } from 'react';
import { errorText } from '@/lib/error-text';
import { OFFLINE_MESSAGE } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { saveFile } from '@/lib/save-file';
import type { RowsDescription } from '../rows-description';
import type { RowsSource } from '../rows-source';
import type { ExportFormat, ExportProgress, SheetFormat } from './run-export';

/** Exact texts of the export's end (docs/engineering.md#export). */
const exportedText = (rows: number) => `${formatNumber(rows)} baris diekspor.`;
const EXPORT_CANCELLED = 'Ekspor dibatalkan.';

/** A failed export, as an action's failure reads (docs/product.md#errors): offline says so. */
const failureText = (error: unknown) => (navigator.onLine ? errorText(error) : OFFLINE_MESSAGE);

/**
 * A format's writer, loaded with the export: Excel's library (20 KB gzip) only for a workbook.
 * Imported from here, beside `run-export`, and not from it: a lazy chunk that imports another
 * would need Vite's preload helper in a chunk of its own, one more file on every route.
 */
function loadFormat(format: ExportFormat): Promise<SheetFormat> {
  return format === 'xlsx'
    ? import('./xlsx-writer').then((module) => module.xlsxFormat)
    : import('./csv').then((module) => module.csvFormat);
}

export type ListExport<Row> = {
  /** The rows written so far while an export runs; null when none runs. */
  progress: ExportProgress | null;
  /**
   * Writes the rows of `source` (a paged list's every row that matches its search, filters and
   * tab; or rows in hand, the list's own or those picked); `columns`: the ones the file writes,
   * when not the description's (the person's own).
   */
  start: (
    format: ExportFormat,
    source: RowsSource<Row>,
    columns?: RowsDescription<Row>['columns'],
  ) => void;
  cancel: () => void;
};

/**
 * Exports rows and saves the file. The export's code is loaded at the first click, so no list route carries it. One
 * export at a time; leaving the list cancels it. The end is one toast: the rows exported, the
 * server's message (or that the browser is offline), or that it was cancelled.
 */
export function useListExport<Row>(
  description: Pick<RowsDescription<Row>, 'noun' | 'columns'>,
): ListExport<Row> {
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const start = async (
    format: ExportFormat,
    source: RowsSource<Row>,
    columns = description.columns,
  ) => {
    if (running.current !== null) return;
    const controller = new AbortController();
    running.current = controller;
    const { signal } = controller;
    setProgress({ read: 0, total: null });
    try {
      const [{ exportList }, sheetFormat] = await Promise.all([
        import('./run-export'),
        loadFormat(format),
      ]);
      signal.throwIfAborted();
      const done = await exportList({ noun: description.noun, columns }, source, {
        format: sheetFormat,
        signal,
        onProgress: setProgress,
      });
      saveFile(done.file, done.name);
      notify.success(exportedText(done.rows));
    } catch (error) {
      if (signal.aborted) notify.success(EXPORT_CANCELLED);
      else notify.error(failureText(error));
    } finally {
      running.current = null;
      setProgress(null);
    }
  };

  return {
    progress,
    start: (format, source, columns) => void start(format, source, columns),
    cancel: () => running.current?.abort(),
  };
}
