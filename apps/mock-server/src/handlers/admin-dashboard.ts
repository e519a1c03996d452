import type { AdminDashboard } from '@backoffice/sdk';
import { clientShare } from '../db/seed/transactions';
import { db } from '../db/store';
import { DAY_MS, mockToday } from '../db/time';
import { route } from '../http';
import { refuseField } from '../pipeline/errors';
import { partnersNewestFirst } from './partner/views';

const DEFAULT_DAYS = 30;
const MAX_DAYS = 366;

/** Midnight UTC of a YYYY-MM-DD: whole days between two of them are exact. */
const epochOf = (date: string) => Date.parse(`${date}T00:00:00Z`);

const addDays = (date: string, days: number) =>
  new Date(epochOf(date) + days * DAY_MS).toISOString().slice(0, 10);

/** Days from `start` to `end`, both included. */
const lengthOf = (start: string, end: string) =>
  Math.round((epochOf(end) - epochOf(start)) / DAY_MS) + 1;

/** "14 Okt": the chart axis label of a day. */
const dayLabel = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/**
 * The period asked for, Jakarta calendar days from `start` to `end` included: `end_date` defaults
 * to the mock's today and `start_date` to 29 days before the end (30 days in all). Refuses,
 * naming the field, what is not a period.
 */
export function resolvePeriod(startDate: string | undefined, endDate: string | undefined) {
  const end = endDate ?? mockToday();
  const start = startDate ?? addDays(end, -(DEFAULT_DAYS - 1));
  if (start > end) {
    refuseField('start_date', 'Tanggal mulai tidak boleh setelah tanggal akhir.', 400, 'query');
  }
  if (lengthOf(start, end) > MAX_DAYS) {
    refuseField('end_date', `Periode paling lama ${MAX_DAYS} hari.`, 400, 'query');
  }
  return { start, end };
}

/** A transaction counts (and brings revenue) once it is paid; pending and cancelled do not. */
const COUNTED = new Set(['paid', 'completed']);

/**
 * Rows of a table created by the end of `end` that match `where`. Every stored date is written in
 * Jakarta time (`jakartaIso`, or a plain day): its first ten characters are its Jakarta day.
 */
function countAsOf<T extends { readonly created_at: string }>(
  rows: readonly T[],
  end: string,
  where: (row: T) => boolean = () => true,
): number {
  return rows.filter((row) => row.created_at.slice(0, 10) <= end && where(row)).length;
}

/** Every figure of the admin dashboard for a period, from the store as it is now. */
function dashboardFigures({ start, end }: { start: string; end: string }): AdminDashboard {
  const days = Array.from({ length: lengthOf(start, end) }, (_, i) => addDays(start, i));
  const byDay = new Map(
    days.map((date) => [
      date,
      { date, label: dayLabel.format(epochOf(date)), transactions: 0, revenue: 0 },
    ]),
  );
  for (const tx of db.adminTransactions) {
    const point = byDay.get(tx.created_at.slice(0, 10));
    if (point === undefined || !COUNTED.has(tx.status)) continue;
    point.transactions++;
    point.revenue += clientShare(tx);
  }
  const series = [...byDay.values()];
  return {
    start_date: start,
    end_date: end,
    today: mockToday(),
    totals: {
      users: countAsOf(db.users, end),
      partners: countAsOf(
        partnersNewestFirst().rows.map(({ row }) => row),
        end,
      ),
      merchants: countAsOf(db.merchants, end, (m) => m.status === 'accepted'),
      pending_merchants: countAsOf(db.merchants, end, (m) => m.status === null),
      members: db.members.filter((m) => m.joined_at.slice(0, 10) <= end).length,
      creators: countAsOf(db.kreators, end),
      projects: countAsOf(db.projects, end),
      events: countAsOf(db.events, end),
      transactions: series.reduce((sum, point) => sum + point.transactions, 0),
      revenue: series.reduce((sum, point) => sum + point.revenue, 0),
      // Live on the last day: switched on and within its redeem dates.
      active_vouchers: countAsOf(
        db.vouchers,
        end,
        (v) => v.aktif && v.start_date <= end && v.expired_date >= end,
      ),
    },
    series,
  };
}

/** Area "Admin Dashboard": platform figures computed from every area's current tables. */
export const adminDashboardHandlers = [
  route.get('/v1/admindata/dashboard', ({ query, response }) => {
    const period = resolvePeriod(query.start_date, query.end_date);
    return response(200).json({ data: dashboardFigures(period) });
  }),
];
