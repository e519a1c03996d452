import { DataTable, type ListView } from '@backoffice/ui';
import type { RowsDescription } from './rows-description';

type DescribedRowsProps<Row> = {
  description: RowsDescription<Row>;
  /** The rows from the answer that holds them, and whether it is on its way. */
  list: ListView<Row>;
  /** Skeleton rows while loading: as many as such a list usually holds. */
  skeletonRows?: number;
};

/** The table of a list whose rows the page already has (rows-description.ts): no paging, no toolbar. */
export function DescribedRows<Row>({ description, list, skeletonRows }: DescribedRowsProps<Row>) {
  return (
    <DataTable
      caption={description.caption}
      columns={description.columns}
      list={list}
      empty={description.empty?.none ?? `Belum ada ${description.noun}.`}
      {...(skeletonRows !== undefined ? { skeletonRows } : {})}
      {...(description.rowKey ? { rowKey: description.rowKey } : {})}
      {...(description.rowActions ? { rowActions: description.rowActions } : {})}
      {...(description.rowActionsHeader ? { rowActionsHeader: description.rowActionsHeader } : {})}
    />
  );
}
