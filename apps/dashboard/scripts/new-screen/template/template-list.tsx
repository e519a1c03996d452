import type { PageRow } from '@backoffice/sdk';
import * as column from '@/lib/list/columns';
import { describeList } from '@/lib/list/list-description';
import { templateListQuery } from './template-list-query';

/** A row of the list, as the contract answers it. */
type Row = PageRow<'listPromos'>;

/** `/template`: SUMMARY. */
export const templateList = describeList({
  ...templateListQuery,
  noun: 'template',
  search: true,
  columns: [column.text<Row>('title', 'Judul', (row) => row.title)],
});
