import { Button, formatNumber } from '@backoffice/ui';
import { Suspense, useEffect, useRef, useState } from 'react';
import { errorText } from '@/lib/error-text';
import { OFFLINE_MESSAGE } from '@/lib/form-errors';
import { lazyPage } from '@/lib/lazy-page';
import { notify } from '@/lib/notify';
import { saveFile } from '@/lib/save-file';
import { type BulkSelection, pickedSource } from '../bulk/bulk-selection';
import type { RowsDescription } from '../list-description';
import type { RowsSource } from '../rows-source';
import type { ExportFormat, ExportProgress, SheetFormat } from './run-export';

const ExportFormatDialog = lazyPage(() => import('./export-format-dialog'), 'default');

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

type ExportButtonProps<Row> = {
  description: Pick<RowsDescription<Row>, 'noun' | 'columns'>;
  /**
   * The columns the person shows, when they are not the description's
   * (docs/engineering.md#saved-views-and-columns): the dialog asks whether the file writes them
   * or every column.
   */
  shown?: RowsDescription<Row>['columns'];
  /**
   * Its source's rows are written: a paged list's query as it reads its page (its search, filters
   * and tab), or the rows in hand; or those the person picked, which the dialog offers first.
   */
  bulk: BulkSelection<Row>;
};

/**
 * `Ekspor` in a list's toolbar (docs/engineering.md#export): one export at a time, its code
 * loaded at the first click; leaving the list cancels it.
 */
export function ExportButton<Row>({ description, shown, bulk }: ExportButtonProps<Row>) {
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [choosing, setChoosing] = useState(false);
  const running = progress !== null;
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const { selection, count } = bulk;
  // Besides every matching row: the rows picked, unless that is every one.
  const picked =
    count > 0 && !(selection.all && selection.excluded.size === 0)
      ? pickedSource(selection, bulk.source)
      : null;

  const start = async (
    source: RowsSource<Row>,
    columns: RowsDescription<Row>['columns'],
    format: ExportFormat,
  ) => {
    if (controller.current !== null) return;
    controller.current = new AbortController();
    const { signal } = controller.current;
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
      notify.success(`${formatNumber(done.rows)} baris diekspor.`);
    } catch (error) {
      if (signal.aborted) notify.success('Ekspor dibatalkan.');
      // As an action's failure reads (docs/product.md#errors): offline says so.
      else notify.error(navigator.onLine ? errorText(error) : OFFLINE_MESSAGE);
    } finally {
      controller.current = null;
      setProgress(null);
    }
  };
  const exportButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const wasRunning = useRef(false);

  // The pressed button turns busy (disabled) and Batal appears: the focus goes to Batal, and
  // back to Ekspor once it ends, instead of falling to the page.
  useEffect(() => {
    const focused = document.activeElement;
    const lost = focused === null || focused === document.body;
    if (running && (lost || focused === exportButton.current)) cancelButton.current?.focus();
    if (!running && wasRunning.current && lost) exportButton.current?.focus();
    wasRunning.current = running;
  }, [running]);

  return (
    <div data-slot="list-export" className="flex flex-wrap items-center justify-end gap-2">
      <span role="status" className="text-muted-foreground text-sm tabular-nums">
        {progress === null
          ? ''
          : progress.total === null
            ? 'Menyiapkan ekspor…'
            : `${formatNumber(progress.read)} / ${formatNumber(progress.total)} baris`}
      </span>
      <Button
        ref={exportButton}
        variant="outline"
        loading={running}
        aria-haspopup="dialog"
        onClick={() => setChoosing(true)}
      >
        Ekspor
      </Button>
      {running ? (
        <Button ref={cancelButton} variant="ghost" onClick={() => controller.current?.abort()}>
          Batal
        </Button>
      ) : null}
      {choosing ? (
        <Suspense fallback={null}>
          <ExportFormatDialog
            noun={description.noun}
            onOpenChange={setChoosing}
            asksColumns={shown !== undefined}
            picked={picked ? count : 0}
            onExport={(format, columns, rows) => {
              setChoosing(false);
              void start(
                rows === 'picked' && picked ? picked : bulk.source,
                columns === 'shown' && shown ? shown : description.columns,
                format,
              );
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
