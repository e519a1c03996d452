const LOCALE = 'id-ID';
const TIME_ZONE = 'Asia/Jakarta';
/** Jakarta has no daylight saving time, so a fixed offset reads naive API timestamps correctly. */
const JAKARTA_OFFSET = '+07:00';

/** Made on first use, then kept: building an Intl formatter costs far more than using one. */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

// Tables format hundreds of cells.
const integers = once(() => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 }));
const DAY = { day: 'numeric', month: 'short', year: 'numeric', timeZone: TIME_ZONE } as const;
const dates = once(() => new Intl.DateTimeFormat(LOCALE, DAY));
const dateTimes = once(
  () =>
    new Intl.DateTimeFormat(LOCALE, {
      ...DAY,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

export type NumberLike = number | string | null | undefined;
export type DateLike = Date | string | number | null | undefined;

/** Shown for a missing or unreadable value, so a cell is never blank or `NaN`. */
export const EMPTY_VALUE = '-';

/**
 * Reads a number from the API: numbers as they are, strings with thousands commas stripped
 * (`"1,250,000"`, as the referral totals arrive). Answers `null` when there is no number.
 */
export function parseAmount(value: NumberLike): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const cleaned = value.replace(/,/g, '').trim();
  if (cleaned === '') return null;
  const parsed = Number(cleaned);
  return Number.isFinite(parsed) ? parsed : null;
}

/** `1500000` → `Rp 1.500.000`; `-2500` → `-Rp 2.500`. Rounded to whole rupiah. */
export function formatRupiah(value: NumberLike): string {
  const amount = parseAmount(value);
  if (amount === null) return EMPTY_VALUE;
  const rounded = Math.round(amount);
  const digits = integers().format(Math.abs(rounded));
  return rounded < 0 ? `-Rp ${digits}` : `Rp ${digits}`;
}

/** Thousands with dots, as the `id` locale writes them: `1250` → `1.250`. */
export function formatNumber(value: NumberLike): string {
  const amount = parseAmount(value);
  if (amount === null) return EMPTY_VALUE;
  return integers().format(amount);
}

const NAIVE_DATE = /^\d{4}-\d{2}-\d{2}$/;
const NAIVE_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/** A timestamp without a zone (`2026-10-14 09:30:00`, `2026-10-14`) as Jakarta's wall clock. */
function inJakarta(text: string): string {
  if (NAIVE_DATE.test(text)) return `${text}T00:00:00${JAKARTA_OFFSET}`;
  return NAIVE_DATE_TIME.test(text) ? `${text.replace(' ', 'T')}${JAKARTA_OFFSET}` : text;
}

/** Reads a date from the API; a timestamp without a zone is Jakarta's, not the browser's. */
export function parseDate(value: DateLike): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'string' ? new Date(inJakarta(value.trim())) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `14 Okt 2026` in Asia/Jakarta. */
export function formatDate(value: DateLike): string {
  const date = parseDate(value);
  return date ? dates().format(date) : EMPTY_VALUE;
}

/** `14 Okt 2026, 09.30` in Asia/Jakarta, 24-hour clock. */
export function formatDateTime(value: DateLike): string {
  const date = parseDate(value);
  if (!date) return EMPTY_VALUE;
  // Assembled from parts so the separator is the same in every browser's ICU data.
  const parts = dateTimes().formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}, ${part('hour')}.${part('minute')}`;
}

/** `1` → `1 point`, anything else → `N points` (`0 points`, `1.500 points`). */
export function formatPoint(value: NumberLike): string {
  const amount = parseAmount(value);
  if (amount === null) return EMPTY_VALUE;
  const unit = Math.abs(amount) === 1 ? 'point' : 'points';
  return `${integers().format(amount)} ${unit}`;
}
