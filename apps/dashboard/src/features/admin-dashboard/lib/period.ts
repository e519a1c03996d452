/** The period of the admin dashboard: inclusive `YYYY-MM-DD` dates, as the contract takes them. */
export type Period = { start_date: string; end_date: string };

/** The contract answers 400 for a period longer than this (start and end days included). */
export const MAX_PERIOD_DAYS = 366;

export const START_REQUIRED_MESSAGE = 'Tanggal mulai wajib diisi.';
export const END_REQUIRED_MESSAGE = 'Tanggal akhir wajib diisi.';
export const START_AFTER_END_MESSAGE = 'Tanggal mulai tidak boleh setelah tanggal akhir.';
export const PERIOD_TOO_LONG_MESSAGE = `Rentang tanggal paling lama ${MAX_PERIOD_DAYS} hari.`;

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since the epoch of a real calendar date, or null (`2026-02-30` is not one). */
function dayNumber(value: string): number | null {
  const match = ISO_DATE.exec(value);
  if (match === null) return null;
  const [, year, month, day] = match.map(Number);
  if (year === undefined || month === undefined || day === undefined) return null;
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  if (date.getUTCDate() !== day) return null;
  return time / DAY_MS;
}

export function isIsoDate(value: string): boolean {
  return dayNumber(value) !== null;
}

/** Days in the period, both ends included; null when a date is not valid. */
export function periodDays({ start_date, end_date }: Period): number | null {
  const start = dayNumber(start_date);
  const end = dayNumber(end_date);
  if (start === null || end === null) return null;
  return end - start + 1;
}

export type PeriodErrors = { start_date?: string; end_date?: string };

/** What is wrong with a period the user entered; an empty object when the API would accept it. */
export function validatePeriod(period: Period): PeriodErrors {
  const errors: PeriodErrors = {};
  if (!isIsoDate(period.start_date)) errors.start_date = START_REQUIRED_MESSAGE;
  if (!isIsoDate(period.end_date)) errors.end_date = END_REQUIRED_MESSAGE;
  if (errors.start_date || errors.end_date) return errors;
  const days = periodDays(period) ?? 0;
  if (days < 1) errors.start_date = START_AFTER_END_MESSAGE;
  else if (days > MAX_PERIOD_DAYS) errors.end_date = PERIOD_TOO_LONG_MESSAGE;
  return errors;
}

export function isValidPeriod(period: Period): boolean {
  return Object.keys(validatePeriod(period)).length === 0;
}

/**
 * The period kept in the URL (`?start_date=…&end_date=…`), or null when the URL has none or an
 * unusable one: the API then answers its default period (the 30 days ending today).
 */
export function periodFromSearch(search: string): Period | null {
  const params = new URLSearchParams(search);
  const period = {
    start_date: params.get('start_date') ?? '',
    end_date: params.get('end_date') ?? '',
  };
  return isValidPeriod(period) ? period : null;
}

/** The query string for a period, keeping any other parameter of the current URL. */
export function searchWithPeriod(search: string, period: Period | null): string {
  const params = new URLSearchParams(search);
  if (period === null) {
    params.delete('start_date');
    params.delete('end_date');
  } else {
    params.set('start_date', period.start_date);
    params.set('end_date', period.end_date);
  }
  return params.toString();
}

let jakartaDay: Intl.DateTimeFormat | undefined;

/** Today's date in Asia/Jakarta as `YYYY-MM-DD` (the API's days are Jakarta days). */
export function todayInJakarta(now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  jakartaDay ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Jakarta',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return jakartaDay.format(now);
}

/** The `days` days ending on `end` (included), e.g. the last 7 days. */
export function lastDays(days: number, end: string): Period {
  const endDay = dayNumber(end);
  if (endDay === null) throw new RangeError(`Not a date: ${end}`);
  const start = new Date((endDay - days + 1) * DAY_MS).toISOString().slice(0, 10);
  return { start_date: start, end_date: end };
}
