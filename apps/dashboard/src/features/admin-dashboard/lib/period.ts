import { type DateRange, isIsoDate, rangeDays } from '@backoffice/ui';
import type { ListParamsSpec } from '@/lib/list/list-params';
import { dayParam } from '@/lib/url-state';

/** The period of the admin dashboard: inclusive `YYYY-MM-DD` dates, as the contract takes them. */
export type Period = DateRange;

/** The contract's titles of the period's dates. */
export const PERIOD_LABELS = { start_date: 'Tanggal mulai', end_date: 'Tanggal akhir' } as const;

/**
 * What is wrong with a period the user entered, by field; an empty object when the API would
 * accept it (it answers 400 for a start after the end, or more than 366 days, both included). A
 * date field hands over what was typed until it is a day (`19/10`), hence the format message.
 */
export function validatePeriod(period: Period): Partial<Record<keyof Period, string>> {
  const errors: Partial<Record<keyof Period, string>> = {};
  for (const [name, label] of Object.entries(PERIOD_LABELS) as [keyof Period, string][]) {
    if (isIsoDate(period[name])) continue;
    errors[name] =
      period[name] === ''
        ? `${label} wajib diisi.`
        : `Tulis ${label.toLowerCase()} sebagai hh/bb/tttt.`;
  }
  if (errors.start_date || errors.end_date) return errors;
  const days = rangeDays(period) ?? 0;
  if (days < 1) return { start_date: 'Tanggal mulai tidak boleh setelah tanggal akhir.' };
  return days > 366 ? { end_date: 'Rentang tanggal paling lama 366 hari.' } : {};
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
  return Object.keys(validatePeriod(period)).length === 0 ? period : null;
}
