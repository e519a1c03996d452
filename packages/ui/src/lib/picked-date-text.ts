/**
 * What a date field holds once a day is picked from its calendar (ADR 0115): loaded with the
 * calendar, not with the field.
 */
import { dateToText, textToDate } from './date-text';

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
