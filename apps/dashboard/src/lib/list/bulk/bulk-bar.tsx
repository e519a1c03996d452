import type { PagedOperationId, PageRow } from '@backoffice/sdk';
import { Button, formatNumber } from '@backoffice/ui';
import { type ComponentType, lazy, Suspense } from 'react';
import { importWithReload } from '../../chunk-reload';
import type { QueryOf } from '../../list-params';
import type { ListDescription } from '../list-description';
import type { BulkActions as BulkActionsPart, BulkActionsProps } from './bulk-actions';
import { type BulkSelection, pickedCount } from './bulk-selection';

// The actions, their confirm dialog and the runner load when the first row is picked: a list
// nobody picks from does not pay for them (docs/engineering.md#budgets).
const BulkActions = lazy(
  importWithReload(() =>
    import('./bulk-actions').then((module) => ({
      default: module.BulkActions as ComponentType<BulkActionsProps<PagedOperationId>>,
    })),
  ),
) as unknown as typeof BulkActionsPart;

export type BulkBarProps<Op extends PagedOperationId> = {
  description: ListDescription<Op>;
  bulk: BulkSelection<PageRow<Op>>;
  /** How many rows match the view (the list's `totaldata`). */
  total: number;
  /** The list's query: an action on every matching row reads them with it. */
  query: QueryOf<Op>;
  /** The rows on screen, fresher than those picked on an earlier visit of their page. */
  pageRows: readonly PageRow<Op>[];
};

/**
 * Above a list while rows are picked: how many, "every row that matches" across pages, clear,
 * and the description's bulk actions (docs/engineering.md#bulk-actions).
 */
export function BulkBar<Op extends PagedOperationId>(props: BulkBarProps<Op>) {
  const { bulk, total } = props;
  const { selection } = bulk;
  const count = pickedCount(selection, total);
  if (count === 0 && !selection.locked) return null;
  return (
    <section
      aria-label="Pilihan"
      data-slot="bulk-bar"
      // Stays in sight under the top bar while the rows scroll by (a phone's long list of cards).
      className="sticky top-[calc(var(--topbar-height)+0.5rem)] z-20 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border bg-info px-3 py-2 text-info-foreground text-sm shadow-sm"
    >
      <p aria-live="polite" className="font-medium tabular-nums">
        {formatNumber(count)} dipilih
      </p>
      {!selection.all && !selection.locked && total > count ? (
        <Button variant="link" size="sm" className="px-1" onClick={bulk.pickAllMatching}>
          Pilih semua {formatNumber(total)} yang cocok
        </Button>
      ) : null}
      {selection.locked ? null : (
        <Button variant="ghost" size="sm" onClick={bulk.clear}>
          Kosongkan pilihan
        </Button>
      )}
      <Suspense fallback={null}>
        <BulkActions {...props} />
      </Suspense>
    </section>
  );
}
