import { ACCOUNT_DATA_KEY } from '@/lib/session';
import { readStored, writeStored } from '@/lib/stored';

/** A screen or record the user opened from the palette, as the Recent group shows it again. */
export type RecentEntry = {
  title: string;
  /** The kind's label for a record (`Partner`); null for a screen. */
  kind: string | null;
  href: string;
};

/** How many the Recent group keeps, newest first. */
const RECENT_LIMIT = 5;

function isEntry(value: unknown): value is RecentEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.title === 'string' &&
    (entry.kind === null || typeof entry.kind === 'string') &&
    typeof entry.href === 'string' &&
    // Only the app's own paths: the stored text is the browser's, not ours.
    entry.href.startsWith('/') &&
    !entry.href.startsWith('//')
  );
}

/**
 * The Recent entries, newest first; none when nothing (or nothing readable) is stored. Kept per
 * account: under the account's storage key, which every sign-in and sign-out removes
 * (lib/session.ts), so another account never sees this one's records.
 */
export function readRecent(): RecentEntry[] {
  try {
    const parsed: unknown = JSON.parse(readStored(ACCOUNT_DATA_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEntry).slice(0, RECENT_LIMIT) : [];
  } catch {
    return [];
  }
}

/**
 * Puts an opened entry first, once (by its address), and keeps the newest few. Storage off or
 * full: Recent is a convenience, the page opens all the same.
 */
export function rememberRecent(entry: RecentEntry): void {
  const others = readRecent().filter((known) => known.href !== entry.href);
  writeStored(ACCOUNT_DATA_KEY, JSON.stringify([entry, ...others].slice(0, RECENT_LIMIT)));
}
