/**
 * This browser's storage, the one way the dashboard reads and writes it: `local` (kept across
 * visits) or `tab` (sessionStorage, this tab's own). A browser may refuse it (privacy modes,
 * storage turned off, a full quota): a read then finds nothing and a write answers false, so
 * what it would keep holds for this visit only.
 */
type Area = 'local' | 'tab';

// Looked up inside the callers' try: reading `window.localStorage` itself throws where it is off.
const areaOf = (area: Area): Storage =>
  area === 'local' ? window.localStorage : window.sessionStorage;

export function readStored(key: string, area: Area = 'local'): string | null {
  try {
    return areaOf(area).getItem(key);
  } catch {
    return null;
  }
}

/** Keeps `value` under `key` (null removes it); false when the browser refused. */
export function writeStored(key: string, value: string | null, area: Area = 'local'): boolean {
  try {
    if (value === null) areaOf(area).removeItem(key);
    else areaOf(area).setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
