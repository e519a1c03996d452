import { DAY_MS, jakartaDate, mockNow } from '../../db/time';
import { refuseField } from '../../pipeline/errors';

/** An inclusive period of calendar days in Asia/Jakarta, as YYYY-MM-DD. */
export interface Period {
  readonly start: string;
  readonly end: string;
}

export const DEFAULT_DAYS = 30;
export const MAX_DAYS = 366;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'];

function epochOf(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

export function addDays(date: string, days: number): string {
  return new Date(epochOf(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days of the period, both ends included. */
export function lengthOf(period: Period): number {
  return Math.round((epochOf(period.end) - epochOf(period.start)) / DAY_MS) + 1;
}

export function daysOf(period: Period): string[] {
  return Array.from({ length: lengthOf(period) }, (_, i) => addDays(period.start, i));
}

/** "14 Okt": the chart axis label of a day. */
export function dayLabel(date: string): string {
  return `${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1] ?? ''}`;
}

/**
 * The period asked for: `end_date` defaults to the mock's today in Jakarta and `start_date` to 29 days
 * before the end (30 days in all). Refuses, naming the field, what is not a period.
 */
export function resolvePeriod(
  startDate: string | undefined,
  endDate: string | undefined,
  now: number = mockNow(),
): Period {
  const end = endDate ?? jakartaDate(now);
  const start = startDate ?? addDays(end, -(DEFAULT_DAYS - 1));
  if (start > end) {
    refuseField('start_date', 'Tanggal mulai tidak boleh setelah tanggal akhir.', 400, 'query');
  }
  const period = { start, end };
  if (lengthOf(period) > MAX_DAYS) {
    refuseField('end_date', `Periode paling lama ${MAX_DAYS} hari.`, 400, 'query');
  }
  return period;
}

/** A plain day, or a date-time written in Jakarta time as the store writes them (`jakartaIso`). */
const JAKARTA_DAY = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?\+07:00)?$/;

/** The Jakarta calendar day of a stored date (an ISO date-time or a plain YYYY-MM-DD). */
export function dayOf(value: string): string | null {
  // Either is written with its Jakarta day first. The dashboard asks this of every row of
  // several tables: parsing and formatting a date each time was most of its cost.
  if (JAKARTA_DAY.test(value)) return value.slice(0, 10);
  const epoch = Date.parse(value);
  return Number.isNaN(epoch) ? null : jakartaDate(epoch);
}
