/** The seed's "today": data is dated relative to it, so it never depends on the clock. */
export const SEED_NOW = Date.parse('2026-10-14T09:30:00+07:00');

const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;

/** ISO 8601 in Asia/Jakarta, e.g. 2026-10-14T09:30:00+07:00. */
export function jakartaIso(epochMs: number): string {
  const local = new Date(epochMs + JAKARTA_OFFSET_MS).toISOString();
  return `${local.slice(0, 19)}+07:00`;
}

/** The calendar date (YYYY-MM-DD) in Asia/Jakarta. */
export function jakartaDate(epochMs: number): string {
  return jakartaIso(epochMs).slice(0, 10);
}

/**
 * The mock's clock: SEED_NOW when the process (or page) started, then at real speed. Handlers
 * take "now" only here: new records follow the seeded ones, default periods cover them.
 */
export function mockNow(): number {
  return SEED_NOW + Math.floor(performance.now());
}

/** The mock's current moment in Asia/Jakarta (ISO 8601, +07:00). */
export function nowIso(): string {
  return jakartaIso(mockNow());
}

/** The mock's calendar date in Asia/Jakarta (YYYY-MM-DD). */
export function mockToday(): string {
  return jakartaDate(mockNow());
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Calendar days from the date of `iso` to the seed's today: the `days` given to `daysBefore`. */
export function daysAgo(iso: string): number {
  return Math.round((Date.parse(jakartaDate(SEED_NOW)) - Date.parse(iso.slice(0, 10))) / DAY_MS);
}

/** A moment up to `days` before the seed's today, at a plausible office hour. */
export function daysBefore(days: number, minuteOfDay = 9 * 60 + 30): number {
  const midnight = SEED_NOW - ((SEED_NOW + JAKARTA_OFFSET_MS) % DAY_MS);
  return midnight - days * DAY_MS + minuteOfDay * 60 * 1000;
}
