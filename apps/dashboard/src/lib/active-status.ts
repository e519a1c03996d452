import { selectFilter } from './list/filters';

/** How an active flag reads on every list (a user's, a merchant's, a voucher's). */
export function activeLabel(active: boolean): 'Aktif' | 'Nonaktif' {
  return active ? 'Aktif' : 'Nonaktif';
}

/** The Status filter of a list with a boolean active flag: `?active=false`, `?aktif=true`. */
export const activeStatusFilter = selectFilter('Status', [
  { value: true, label: activeLabel(true) },
  { value: false, label: activeLabel(false) },
]);
