/**
 * A date as people in Indonesia write it, `19/10/2026` (`19/10/2026 09.30`), and as the API
 * holds it, `2026-10-19` (`2026-10-19T09:30`). A calendar date has no time zone to convert.
 */

import { isRealDay } from './calendar-day';

const TYPED = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:[ ,T]+(\d{1,2})[.:](\d{2}))?$/;
const STORED = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/;

const two = (n: number) => String(n).padStart(2, '0');

/** `2026-10-19` → `19/10/2026`; `2026-10-19T09:30` → `19/10/2026 09.30` (with `time`); else ''. */
export function dateToText(stored: string | null | undefined, time = false): string {
  const match = STORED.exec(stored ?? '');
  if (!match) return '';
  const [, year, month, day, hour, minute] = match;
  const date = `${day}/${month}/${year}`;
  return time ? `${date} ${hour ?? '00'}.${minute ?? '00'}` : date;
}

/**
 * `19/10/2026` (or `19-10-2026`, `19.10.2026`, one-digit day and month) → `2026-10-19`; with
 * `time`, `19/10/2026 09.30` (or `09:30`) → `2026-10-19T09:30`. Null when the text is not a real
 * day (31/02) or a real time, or lacks the time a date-time needs.
 */
export function textToDate(text: string, time = false): string | null {
  const match = TYPED.exec(text.trim());
  if (!match) return null;
  const [, day = 0, month = 0, year = 0, hour = 0, minutes = 0] = match.map(Number);
  const timed = match[4] !== undefined;
  if (!isRealDay(year, month, day)) return null;
  const date = `${year}-${two(month)}-${two(day)}`;
  if (!time) return timed ? null : date;
  if (!timed || hour > 23 || minutes > 59) return null;
  return `${date}T${two(hour)}:${two(minutes)}`;
}

/**
 * What a date field says under text it cannot read, naming the format it takes (the contract's
 * own message names the API's, `YYYY-MM-DD`, which is not what the field asks for).
 */
export function unreadableDateMessage(time = false): string {
  return time ? 'Tulis waktu sebagai hh/bb/tttt jj.mm.' : 'Tulis tanggal sebagai hh/bb/tttt.';
}

/** Text a DateInput handed on as it was typed, since it is no day (or no day and time). */
export function isUnreadableDate(value: string | null | undefined, time = false): boolean {
  return (value ?? '').trim() !== '' && dateToText(value, time) === '';
}
