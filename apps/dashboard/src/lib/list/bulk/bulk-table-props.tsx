import type { DataTableProps, ListView } from '@backoffice/ui';
import { type RowsDescription, rowKeyOf } from '../list-description';
import type { RowsSource } from '../rows-source';
import { BulkBar } from './bulk-bar';
import type { BulkSelection } from './bulk-selection';

type BulkTableProps<Row> = Pick<DataTableProps<Row>, 'selection' | 'rowMessage' | 'selectionBar'>;

/**
 * What a described list with bulk actions adds to its DataTable: a box per row, the failed rows'
 * messages, and the bar of the picked rows. Nothing for a list without bulk actions.
 */
export function bulkTableProps<Row>(
  description: RowsDescription<Row>,
  bulk: BulkSelection<Row>,
  source: RowsSource<Row>,
  list: ListView<Row>,
): BulkTableProps<Row> {
  if (!description.bulkActions?.length) return {};
  const { rowName, noun } = description;
  return {
    selection: {
      isSelected: bulk.isPicked,
      onChange: bulk.pick,
      label: (row) => `Pilih ${rowName ? rowName(row) : `${noun} ${rowKeyOf(row)}`}`,
      disabled: bulk.selection.locked,
    },
    rowMessage: bulk.messageOf,
    selectionBar: (
      <BulkBar
        description={description}
        bulk={bulk}
        total={list.paging?.totaldata ?? list.rows?.length ?? 0}
        source={source}
        pageRows={list.rows ?? []}
      />
    ),
  };
}
