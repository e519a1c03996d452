/**
 * Whether a `YYYY-MM-DD` string is a day of the calendar: apart from lib/jakarta-date.ts, whose
 * clock and ranges only the lists and forms need, so the app's entry (which checks a day in a
 * URL, lib/url-state.ts) does not carry them to every route (docs/engineering.md#budgets).
 */

export const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether the day `day` of month `month` (1-12) of `year` is on the calendar (31/02 is not). */
export function isRealDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** Days since the epoch of a real calendar date, or null (`2026-02-30` is not one). */
export function dayNumber(value: string): number | null {
  const [, year = 0, month = 0, day = 0] = (ISO_DATE.exec(value) ?? []).map(Number);
  return isRealDay(year, month, day) ? Date.UTC(year, month - 1, day) / DAY_MS : null;
}

export function isIsoDate(value: string): boolean {
  return dayNumber(value) !== null;
}
