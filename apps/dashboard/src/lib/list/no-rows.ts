import type { ListView } from '@backoffice/ui';

/**
 * The answer holds no row at all (not a page past the end of rows that exist). Such a list that
 * no search or filter narrowed has nothing to search, filter, export or page through: the list
 * kit shows its message alone, without the toolbar and "Menampilkan 0 dari 0 data". A search or
 * a filter that found nothing keeps them, so the user can change or reset it.
 */
export function hasNoRows(list: ListView<unknown>): boolean {
  return list.rows?.length === 0 && (list.paging?.totaldata ?? 0) === 0;
}
