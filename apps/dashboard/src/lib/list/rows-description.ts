import type { PagedOperationId } from '@backoffice/sdk';
import type { ListDescription } from './list-description';

/**
 * A list whose rows come whole inside another answer rather than from a paged operation (the
 * partner's handful of referral codes, inside its dashboard): what a ListDescription says about
 * the rows (columns with their export, row and bulk actions, texts), without an operation to
 * page, search or filter, and so without URL state. A ListDescription is one too: the export and
 * the bulk actions read only this part of either.
 */
export type RowsDescription<Row> = Pick<
  ListDescription<PagedOperationId, Row>,
  'noun' | 'caption' | 'columns' | 'rowActions' | 'bulkActions' | 'empty' | 'noExport' | 'rowName'
>;

/** Types a description of rows in hand by its row; gives it back as it is. */
export function describeRows<Row>(description: RowsDescription<Row>): RowsDescription<Row> {
  return description;
}
