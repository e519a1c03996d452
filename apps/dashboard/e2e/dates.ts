/** A `2026-10-19` date as the app's date fields show and read it, whatever the browser's language. */
export function shownDate(iso: string): string {
  return iso.split('-').reverse().join('/');
}
