import { type DateRange, isIsoDate, rangeDays } from '@backoffice/ui';
import type { ListParamsSpec } from '@/lib/list/list-params';
import { dayParam } from '@/lib/url-state';

/** The period of the admin dashboard: inclusive `YYYY-MM-DD` dates, as the contract takes them. */
export type Period = DateRange;

/** The contract answers 400 for a period longer than this (start and end days included). */
export const MAX_PERIOD_DAYS = 366;

export type PeriodErrors = { start_date?: string; end_date?: string };

/**
 * What is wrong with a period the user entered; an empty object when the API would accept it.
 * A date field hands over what was typed until it is a day (`19/10`), hence the format message.
 */
export function validatePeriod(period: Period): PeriodErrors {
  const errors: PeriodErrors = {};
  if (!isIsoDate(period.start_date)) {
    errors.start_date =
      period.start_date === ''
        ? 'Tanggal mulai wajib diisi.'
        : 'Tulis tanggal mulai sebagai hh/bb/tttt.';
  }
  if (!isIsoDate(period.end_date)) {
    errors.end_date =
      period.end_date === ''
        ? 'Tanggal akhir wajib diisi.'
        : 'Tulis tanggal akhir sebagai hh/bb/tttt.';
  }
  if (errors.start_date || errors.end_date) return errors;
  const days = rangeDays(period) ?? 0;
  if (days < 1) errors.start_date = 'Tanggal mulai tidak boleh setelah tanggal akhir.';
  else if (days > MAX_PERIOD_DAYS)
    errors.end_date = `Rentang tanggal paling lama ${MAX_PERIOD_DAYS} hari.`;
  return errors;
}

export function isValidPeriod(period: Period): boolean {
  return Object.keys(validatePeriod(period)).length === 0;
}

/** The period in the URL (`?start_date=…&end_date=…`), kept by the list-state hook. */
export const periodParams: ListParamsSpec<'getAdminDashboard'> = {
  filters: { start_date: { codec: dayParam }, end_date: { codec: dayParam } },
};

/**
 * The period the URL asks for, or null when it has none or an unusable one: the API then
 * answers its default period (the 30 days ending today).
 */
export function periodOf(filters: { start_date?: string; end_date?: string }): Period | null {
  const period = { start_date: filters.start_date ?? '', end_date: filters.end_date ?? '' };
  return isValidPeriod(period) ? period : null;
}
