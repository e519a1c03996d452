import { DataTable, ListToolbar, type ListView } from '@backoffice/ui';
import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { bulkTableProps } from './bulk/bulk-bar';
import { useBulkSelection } from './bulk/bulk-selection';
import { ExportButton } from './export/export-button';
import { captionOf, hasNoRows, type RowsDescription } from './list-description';

/** The table of a list whose rows the page already has (a `RowsDescription`). */
export function DescribedRows<Row>({
  description,
  list,
  queryKey,
  skeletonRows,
  toolbarEnd,
}: {
  description: RowsDescription<Row>;
  list: ListView<Row>;
  /** The answer holding the rows: refetched after a bulk action. */
  queryKey: QueryKey;
  skeletonRows?: number;
  toolbarEnd?: ReactNode;
}) {
  const bulk = useBulkSelection<Row>({ kind: 'held', rows: list.rows ?? [], queryKey }, list);
  const exporter =
    description.noExport || hasNoRows(list) ? null : (
      <ExportButton description={description} bulk={bulk} />
    );
  return (
    <DataTable
      caption={captionOf(description)}
      columns={description.columns}
      list={list}
      empty={description.empty ?? `Belum ada ${description.noun}.`}
      {...(skeletonRows !== undefined ? { skeletonRows } : {})}
      {...(description.rowActions ? { rowActions: description.rowActions } : {})}
      {...bulkTableProps(description, bulk)}
      toolbar={
        toolbarEnd || exporter ? (
          <ListToolbar
            end={
              <>
                {toolbarEnd}
                {exporter}
              </>
            }
          />
        ) : undefined
      }
    />
  );
}
