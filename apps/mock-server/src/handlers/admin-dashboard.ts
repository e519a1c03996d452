import type { AdminDashboard, AdminDashboardTotals } from '@backoffice/sdk';
import { isListedPartner } from '../db/seed/auth';
import { clientShare } from '../db/seed/transactions';
import { db } from '../db/store';
import { mockToday } from '../db/time';
import { route } from '../http';
import { accountsById } from '../pipeline/sessions';
import { dayLabel, dayOf, daysOf, type Period, resolvePeriod } from './admin-dashboard/period';

/** A transaction counts (and brings revenue) once it is paid; pending and cancelled do not. */
const COUNTED = new Set(['paid', 'completed']);

interface Sale {
  readonly day: string;
  readonly value: number;
}

/** The platform's paid transactions with their day and value, the client share. */
function sales(): Sale[] {
  return db.adminTransactions.flatMap((tx) => {
    const day = dayOf(tx.created_at);
    return day !== null && COUNTED.has(tx.status) ? [{ day, value: clientShare(tx) }] : [];
  });
}

/** Rows that existed at the end of `end` (their `date` on or before it) and match `where`. */
function countAsOf<T>(
  rows: readonly T[],
  date: (row: T) => string,
  end: string,
  where: (row: T) => boolean = () => true,
): number {
  let count = 0;
  for (const row of rows) {
    const day = dayOf(date(row));
    if (day !== null && day <= end && where(row)) count++;
  }
  return count;
}

/** Rows of a table created by the end of the period. */
function headCount<T extends { readonly created_at: string }>(
  rows: readonly T[],
  end: string,
  where?: (row: T) => boolean,
): number {
  return countAsOf(rows, (row) => row.created_at, end, where);
}

/** Partners of the admin list (their account holds the partner role) who joined by `end`. */
function partnersAsOf(end: string): number {
  const accounts = accountsById();
  return headCount(db.partners, end, (row) => {
    const account = accounts.get(row.account_id);
    return account !== undefined && isListedPartner(account);
  });
}

function totals({ end }: Period, inPeriod: readonly Sale[]): AdminDashboardTotals {
  return {
    users: headCount(db.users, end),
    partners: partnersAsOf(end),
    merchants: headCount(db.merchants, end, (m) => m.status === 'accepted'),
    pending_merchants: headCount(db.merchants, end, (m) => m.status === null),
    members: countAsOf(db.members, (m) => m.joined_at, end),
    creators: headCount(db.kreators, end),
    projects: headCount(db.projects, end),
    events: headCount(db.events, end),
    transactions: inPeriod.length,
    revenue: inPeriod.reduce((sum, sale) => sum + sale.value, 0),
    // Live on the last day: switched on and within its redeem dates.
    active_vouchers: headCount(
      db.vouchers,
      end,
      (v) => v.aktif && v.start_date <= end && v.expired_date >= end,
    ),
  };
}
/** Every figure of the admin dashboard for a period, from the store as it is now. */
function dashboardFigures(period: Period): AdminDashboard {
  const inPeriod = sales().filter((s) => s.day >= period.start && s.day <= period.end);
  const byDay = new Map<string, { transactions: number; revenue: number }>();
  for (const sale of inPeriod) {
    const point = byDay.get(sale.day) ?? { transactions: 0, revenue: 0 };
    point.transactions++;
    point.revenue += sale.value;
    byDay.set(sale.day, point);
  }
  return {
    start_date: period.start,
    end_date: period.end,
    today: mockToday(),
    totals: totals(period, inPeriod),
    series: daysOf(period).map((date) => ({
      date,
      label: dayLabel(date),
      ...(byDay.get(date) ?? { transactions: 0, revenue: 0 }),
    })),
  };
}

/** Area "Admin Dashboard": platform figures computed from every area's current tables. */
export const adminDashboardHandlers = [
  route.get('/v1/admindata/dashboard', ({ query, response }) => {
    const period = resolvePeriod(query.start_date, query.end_date);
    return response(200).json({ data: dashboardFigures(period) });
  }),
];
