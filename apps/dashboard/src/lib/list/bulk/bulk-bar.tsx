import { Button, type DataTableProps, formatNumber } from '@backoffice/ui';
import { Suspense } from 'react';
import { lazyPage } from '../../lazy-page';
import { type RowsDescription, rowKeyOf } from '../list-description';
import type BulkActionsPart from './bulk-actions';
import type { BulkSelection } from './bulk-selection';

// The actions, their confirm dialog and the runner load when the first row is picked: a list
// nobody picks from does not pay for them (docs/engineering.md#budgets).
const BulkActions = lazyPage(
  () => import('./bulk-actions'),
  'default',
) as unknown as typeof BulkActionsPart;

/**
 * What a described list with bulk actions adds to its DataTable (docs/engineering.md#bulk-actions):
 * a box per row, the failed rows' messages, and the bar while rows are picked. "Every row that
 * matches" is for a paged list only: rows in hand are all on screen, and the header box picks them.
 */
export function bulkTableProps<Row>(
  description: RowsDescription<Row>,
  bulk: BulkSelection<Row>,
): Pick<DataTableProps<Row>, 'selection' | 'rowMessage' | 'selectionBar'> {
  if (!description.bulkActions?.length) return {};
  const { rowName, noun } = description;
  const { selection, total, count } = bulk;
  return {
    selection: {
      isSelected: bulk.isPicked,
      onChange: bulk.pick,
      label: (row) => `Pilih ${rowName ? rowName(row) : `${noun} ${rowKeyOf(row)}`}`,
      disabled: selection.locked,
    },
    rowMessage: bulk.messageOf,
    selectionBar:
      count === 0 && !selection.locked ? null : (
        <section
          aria-label="Pilihan"
          data-slot="bulk-bar"
          // Stays in sight under the top bar while the rows scroll by (a phone's long list of cards).
          className="sticky top-[calc(var(--topbar-height)+0.5rem)] z-20 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border bg-info px-3 py-2 text-info-foreground text-sm shadow-sm"
        >
          <p aria-live="polite" className="font-medium tabular-nums">
            {formatNumber(count)} dipilih
          </p>
          {bulk.source.kind === 'paged' && !selection.all && !selection.locked && total > count ? (
            <Button
              variant="link"
              size={null}
              className="h-8 px-1 text-xs"
              onClick={bulk.pickAllMatching}
            >
              Pilih semua {formatNumber(total)} yang cocok
            </Button>
          ) : null}
          {selection.locked ? null : (
            <Button variant="ghost" size="sm" onClick={bulk.clear}>
              Kosongkan pilihan
            </Button>
          )}
          <Suspense fallback={null}>
            <BulkActions description={description} bulk={bulk} />
          </Suspense>
        </section>
      ),
  };
}
