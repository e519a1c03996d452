/**
 * The date math of DateInput's calendar (ADR 0115), and what its field holds once a day is
 * picked: loaded with the calendar, not with the field. Days are the API's `2026-10-19`; the math
 * runs on UTC dates so the browser's zone never shifts a day.
 */

import { DAY_MS } from './calendar-day';
import { dateToText, textToDate } from './date-text';

/** Monday first, as weeks run in Indonesia; a day's short name is its first three letters. */
export const WEEKDAYS = 'Senin Selasa Rabu Kamis Jumat Sabtu Minggu'
  .split(' ')
  .map((long) => ({ short: long.slice(0, 3), long }));

const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date) => date.toISOString().slice(0, 10);

/** 0 for Monday … 6 for Sunday. */
function weekdayIndex(date: Date): number {
  return (date.getUTCDay() + 6) % 7;
}

function addDays(day: string, days: number): string {
  return toDay(new Date(toDate(day).getTime() + days * DAY_MS));
}

/** The same day of the month `months` later (or earlier), the month's last day when it is shorter. */
export function addMonths(day: string, months: number): string {
  const date = toDate(day);
  const first = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
  first.setUTCDate(Math.min(date.getUTCDate(), last.getUTCDate()));
  return toDay(first);
}

/** `2026-10` of a day, the month a calendar shows. */
export const monthOf = (day: string) => day.slice(0, 7);

// Names from the locale's data, as lib/format.ts writes dates; in UTC, as the math runs.
const named = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('id-ID', { timeZone: 'UTC', ...options }).format;
const monthName = named({ month: 'long', year: 'numeric' });
const dayName = named({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** `Oktober 2026` for the month `2026-10`. */
export const monthTitle = (month: string) => monthName(toDate(`${month}-01`));

/** `Senin, 19 Oktober 2026`: what a day's button is called. */
export const dayLabel = (day: string) => dayName(toDate(day));

/** The month `2026-10` as rows of seven, Monday to Sunday; null where a day is another month's. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const cells: (string | null)[] = Array.from({ length: weekdayIndex(toDate(first)) }, () => null);
  for (let day = first; monthOf(day) === month; day = addDays(day, 1)) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, row) => cells.slice(row * 7, row * 7 + 7));
}

const DAY_STEPS: Record<string, number> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  ArrowUp: -7,
  ArrowDown: 7,
};
const MONTH_STEPS: Record<string, number> = { PageUp: -1, PageDown: 1 };

/**
 * The day a key moves the calendar's focus to (the WAI-ARIA date picker dialog's keys): arrows
 * by a day or a week, PageUp/PageDown by a month (with Shift, a year), Home/End to the week's
 * Monday/Sunday. Null for any other key.
 */
export function dayAfterKey(day: string, key: { key: string; shiftKey?: boolean }): string | null {
  const weekday = weekdayIndex(toDate(day));
  const days =
    DAY_STEPS[key.key] ?? (key.key === 'Home' ? -weekday : key.key === 'End' ? 6 - weekday : null);
  const months = MONTH_STEPS[key.key];
  if (days != null) return addDays(day, days);
  if (months !== undefined) return addMonths(day, key.shiftKey ? months * 12 : months);
  return null;
}

const TYPED_TIME = /(?:^|[ ,T])(\d{1,2})[.:](\d{2})\s*$/;

/**
 * The field's text once `day` (`2026-10-19`) is picked: `19/10/2026`; with `time`, the time
 * already typed is kept (`19/10/2026 09.30`), and without one the text waits for it
 * (`19/10/2026 `).
 */
export function textWithDay(text: string, day: string, time = false): string {
  const date = dateToText(day);
  if (!time) return date;
  const typed = TYPED_TIME.exec(text.trim());
  if (!typed) return `${date} `;
  const [, hour = '', minute] = typed;
  return `${date} ${hour.padStart(2, '0')}.${minute}`;
}

/** The day a field's text names (`19/10/2026`, a time after it or not), null when none. */
export const typedDay = (text: string) => textToDate(text.trim().split(/[ ,T]+/)[0] ?? '');
