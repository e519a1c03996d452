import { describeList } from '@/lib/list/list-description';
import { templateListQuery } from './template-list-query';

/** `/template`: SUMMARY. */
export const templateList = describeList({
  ...templateListQuery,
  noun: 'template',
  caption: 'Daftar template',
  search: 'Cari template',
  columns: [],
});
