import type { AdminDashboard, AdminDashboardTotals } from '@backoffice/sdk';
import { db } from '../../db/store';
import { mockToday } from '../../db/time';
import { accountsById } from '../../pipeline/sessions';
import { isListedPartner } from '../partner/views';
import { dayLabel, dayOf, daysOf, type Period } from './period';
import { countAsOf, numberField, type Row, tableRows } from './sources';

/** A transaction counts (and brings revenue) once it is paid; pending and cancelled do not. */
const COUNTED = new Set(['paid', 'completed']);

interface Sale {
  readonly day: string;
  readonly value: number;
}

/**
 * Paid transactions with their day and value. The platform's transactions (the client share,
 * `commision` x `quantity`) when the Transaction area's table exists; until then the partner
 * transactions this area holds (`harga`), the only payments the store knows.
 */
function sales(): Sale[] {
  const platform = tableRows('adminTransactions');
  const out: Sale[] = [];
  const add = (date: unknown, status: unknown, value: number) => {
    const day = dayOf(date);
    if (day !== null && COUNTED.has(String(status))) out.push({ day, value });
  };
  if (platform === undefined) {
    for (const tx of db.partnerTransactions) add(tx.tanggal, tx.status, tx.harga);
  } else {
    for (const tx of platform) {
      const quantity = Math.max(1, numberField(tx, 'quantity'));
      add(tx.created_at, tx.status, numberField(tx, 'commision') * quantity);
    }
  }
  return out;
}

/** Rows of another area's table created by the end of the period; 0 until it exists. */
function headCount(name: string, end: string, where?: (row: Row) => boolean): number {
  const rows = tableRows(name);
  return rows === undefined ? 0 : countAsOf(rows, (row) => row.created_at, end, where);
}

/** Live on `day`: switched on and within its redeem dates. */
function voucherLiveOn(day: string): (voucher: Row) => boolean {
  return (voucher) => {
    const from = dayOf(voucher.start_date);
    const until = dayOf(voucher.expired_date);
    return voucher.aktif === true && from !== null && until !== null && from <= day && until >= day;
  };
}

/** Partners of the admin list (their account holds the partner role) who joined by `end`. */
function partnersAsOf(end: string): number {
  const accounts = accountsById();
  return db.partners.filter((row) => {
    const account = accounts.get(row.account_id);
    const day = dayOf(row.created_at);
    return account !== undefined && day !== null && day <= end && isListedPartner(account);
  }).length;
}

function totals({ end }: Period, inPeriod: readonly Sale[]): AdminDashboardTotals {
  const members = countAsOf(db.members, (m) => m.joined_at, end);
  return {
    users: headCount('users', end),
    partners: partnersAsOf(end),
    merchants: headCount('merchants', end, (m) => m.status === 'accepted'),
    pending_merchants: headCount('merchants', end, (m) => m.status === null),
    members,
    creators: headCount('kreators', end),
    projects: headCount('projects', end),
    events: headCount('events', end),
    transactions: inPeriod.length,
    revenue: inPeriod.reduce((sum, sale) => sum + sale.value, 0),
    active_vouchers: headCount('vouchers', end, voucherLiveOn(end)),
  };
}

/** Every figure of the admin dashboard for a period, from the store as it is now. */
export function dashboardFigures(period: Period): AdminDashboard {
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
