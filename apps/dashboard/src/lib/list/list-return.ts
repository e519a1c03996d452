import { readStored, writeStored } from '../stored';

/**
 * Where a form goes back to: the list it was opened from, with the page, search and filters the
 * user left it on. The list screen remembers its own URL each time its state changes; a form that
 * saved (or was cancelled) asks for it. Kept per tab (sessionStorage), so two tabs keep two lists.
 */
const KEY_PREFIX = 'list-url:';

/** Storage refused: the form then returns to the bare list. */
export function rememberListUrl(path: string, search: string): void {
  const query = search.startsWith('?') || search === '' ? search : `?${search}`;
  writeStored(KEY_PREFIX + path, query, 'tab');
}

export function listHref(path: string): string {
  return path + (readStored(KEY_PREFIX + path, 'tab') ?? '');
}
