import { Button, formatNumber } from '@backoffice/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { RowsDescription } from '../rows-description';
import type { RowsSource } from '../rows-source';
import type { ExportProgress } from './run-export';
import { useListExport } from './use-list-export';

const ExportFormatDialog = lazy(() => import('./export-format-dialog'));

/** What the live region says while an export runs: `1.250 / 3.400 baris`. */
function progressText({ read, total }: ExportProgress): string {
  return total === null
    ? 'Menyiapkan ekspor…'
    : `${formatNumber(read)} / ${formatNumber(total)} baris`;
}

type ExportButtonProps<Row> = {
  description: Pick<RowsDescription<Row>, 'noun' | 'columns'>;
  /** The rows written: a paged list's query as it reads its page (its search, filters and tab), or the rows in hand. */
  source: RowsSource<Row>;
  /**
   * The columns the person shows, when they are not the description's
   * (docs/engineering.md#saved-views-and-columns): the dialog asks whether the file writes them
   * or every column.
   */
  shown?: RowsDescription<Row>['columns'];
  /** The rows the person picked (the bulk selection, `pickedToExport`): the dialog offers just those. */
  picked?: { count: number; source: RowsSource<Row> } | undefined;
};

/**
 * `Ekspor` in a list's toolbar: every matching row (or every row in hand) as an Excel or CSV
 * file, chosen in a dialog. While it runs the button is busy, the rows written are counted in a
 * live region, and `Batal` stops it.
 */
export function ExportButton<Row>({ description, source, shown, picked }: ExportButtonProps<Row>) {
  const { progress, start, cancel } = useListExport(description);
  const [choosing, setChoosing] = useState(false);
  const running = progress !== null;
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
        {running ? progressText(progress) : ''}
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
        <Button ref={cancelButton} variant="ghost" onClick={cancel}>
          Batal
        </Button>
      ) : null}
      {choosing ? (
        <Suspense fallback={null}>
          <ExportFormatDialog
            noun={description.noun}
            open
            onOpenChange={setChoosing}
            asksColumns={shown !== undefined}
            picked={picked?.count ?? 0}
            onExport={(format, columns, rows) => {
              setChoosing(false);
              start(
                format,
                rows === 'picked' && picked ? picked.source : source,
                columns === 'shown' && shown ? shown : description.columns,
              );
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
