/**
 * Calendar days as the API counts them: `YYYY-MM-DD` strings of Jakarta days
 * (docs/product.md: the time zone is Asia/Jakarta). The one "today in Jakarta" of the repository
 * (docs/engineering.md#dates): the calendar, the dashboard's filters and file names use it.
 */

import { DAY_MS, dayNumber } from './calendar-day';

/** A date range with both ends included, named as the contract's query parameters. */
export type DateRange = { start_date: string; end_date: string };

/** Days in the range, both ends included; null when a date is not valid. */
export function rangeDays({ start_date, end_date }: DateRange): number | null {
  const start = dayNumber(start_date);
  const end = dayNumber(end_date);
  if (start === null || end === null) return null;
  return end - start + 1;
}

let jakartaTime: Intl.DateTimeFormat | undefined;

/**
 * The wall clock in Asia/Jakarta at `moment`, held in a Date's UTC fields (09.30 WIB is
 * `…T09:30Z`): a day's date, or a file's local time. From the zone database rather than a fixed
 * +07:00, whatever the browser's own zone.
 */
export function jakartaClock(moment: Date): Date {
  // en-CA writes year, month, day, hour, minute, second in that order; `format` is several
  // times faster than `formatToParts`, and an export reads a clock for every date it writes.
  jakartaTime ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Jakarta',
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = (
    jakartaTime.format(moment).match(/\d+/g) ?? []
  ).map(Number);
  return new Date(
    Date.UTC(year, month - 1, day, hour, minute, second, moment.getUTCMilliseconds()),
  );
}

/** Today's date in Asia/Jakarta as `YYYY-MM-DD` (the API's days are Jakarta days). */
export function todayInJakarta(now: Date = new Date()): string {
  return jakartaClock(now).toISOString().slice(0, 10);
}

/** The `days` days ending on `end` (included), e.g. the last 7 days. */
export function lastDays(days: number, end: string): DateRange {
  const endDay = dayNumber(end);
  if (endDay === null) throw new RangeError(`Not a date: ${end}`);
  const start = new Date((endDay - days + 1) * DAY_MS).toISOString().slice(0, 10);
  return { start_date: start, end_date: end };
}
