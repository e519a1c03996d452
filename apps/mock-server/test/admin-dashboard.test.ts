import type { AdminDashboard as Dashboard } from '@backoffice/sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, resetStore } from '../src/db/store';
import { mockToday } from '../src/db/time';
import { resolvePeriod } from '../src/handlers/admin-dashboard';
import { call, expectFieldError, fieldOf, fieldPathOf, login } from './support/api';

beforeEach(() => resetStore());
afterEach(() => vi.useRealTimers());

async function dashboard(query = ''): Promise<Dashboard> {
  const response = await call('GET', `/v1/admindata/dashboard${query}`, {
    token: await login('A'),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Dashboard }).data;
}

describe('admin dashboard', () => {
  it("answers the 30 days ending on the mock's today, with the seed's transactions, whatever the real date", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2027-03-05T02:00:00+07:00') });
    const data = await dashboard();
    expect(mockToday()).toBe('2026-10-14');
    expect(data).toMatchObject({
      start_date: '2026-09-15',
      end_date: '2026-10-14',
      today: '2026-10-14',
    });
    expect(data.series).toHaveLength(30);
    expect(data.series[0]).toMatchObject({ date: '2026-09-15', label: '15 Sep' });
    expect(data.totals.transactions).toBeGreaterThan(0);
    expect(data.series.at(-1)?.date).toBe('2026-10-14');
    expect(data.series.reduce((sum, p) => sum + p.transactions, 0)).toBe(data.totals.transactions);
  });

  it('derives the series from transaction dates; totals of the period equal the series sums', async () => {
    const data = await dashboard('?start_date=2026-07-01&end_date=2026-10-14');
    // Whatever period is asked for, `today` is the server's: presets count back from it.
    expect(data.today).toBe(mockToday());
    expect(data.series).toHaveLength(106);
    const sum = (key: 'transactions' | 'revenue') => data.series.reduce((s, p) => s + p[key], 0);
    expect(data.totals.transactions).toBeGreaterThan(0);
    expect(data.totals.transactions).toBe(sum('transactions'));
    expect(data.totals.revenue).toBe(sum('revenue'));
  });

  it('counts the platform transactions table: paid and completed ones, at commision x quantity', async () => {
    const table = Reflect.get(db, 'adminTransactions');
    expect(Array.isArray(table)).toBe(true);
    Reflect.set(db, 'adminTransactions', [
      { created_at: '2026-10-02T10:00:00+07:00', status: 'paid', commision: 150_000, quantity: 2 },
      {
        created_at: '2026-10-02T23:30:00+07:00',
        status: 'completed',
        commision: 50_000,
        quantity: 1,
      },
      {
        created_at: '2026-10-03T09:00:00+07:00',
        status: 'cancelled',
        commision: 90_000,
        quantity: 1,
      },
    ]);
    const data = await dashboard('?start_date=2026-10-01&end_date=2026-10-03');
    expect(data.totals).toMatchObject({ transactions: 2, revenue: 350_000 });
    expect(data.series.map((p) => p.transactions)).toEqual([0, 2, 0]);
  });

  it('counts the platform transactions only, not the partner transactions of the same days', async () => {
    Reflect.set(db, 'adminTransactions', []);
    const data = await dashboard('?start_date=2026-01-01&end_date=2026-10-14');
    const paid = db.partnerTransactions.filter(
      (t) => t.tanggal >= '2026-01-01' && ['paid', 'completed'].includes(t.status),
    );
    expect(paid.length).toBeGreaterThan(0);
    expect(data.totals).toMatchObject({ transactions: 0, revenue: 0 });
  });

  it('picks up a table registered after it was written, and head counts follow writes', async () => {
    // The period ends the day before the mock's today, when the new partner is created.
    const before = await dashboard('?start_date=2026-10-01&end_date=2026-10-13');
    Reflect.set(db, 'kreators', [
      { email: 'lama@kreator.test', created_at: '2026-09-01T10:00:00+07:00' },
      { email: 'baru@kreator.test', created_at: '2026-10-20T10:00:00+07:00' },
    ]);
    const admin = await login('A');
    await call('POST', '/v1/partner_master/create', {
      token: admin,
      json: {
        name: 'Baru',
        email: 'baru@backoffice.test',
        phone: '081200001111',
        password: 'rahasia2026',
      },
    });
    const today = await dashboard();
    expect(today.totals.partners).toBe(before.totals.partners + 1);
    const after = await dashboard('?start_date=2026-10-01&end_date=2026-10-13');
    // The creator made after the period's end does not count yet.
    expect(after.totals.creators).toBe(1);
    expect(after.totals.partners).toBe(before.totals.partners);
  });

  it('counts members, accepted and pending merchants and live vouchers as of the end date', async () => {
    const data = await dashboard('?start_date=2026-10-01&end_date=2026-10-14');
    const members = db.members.filter((m) => m.joined_at.slice(0, 10) <= '2026-10-14').length;
    expect(data.totals.members).toBe(members);
    Reflect.set(db, 'merchants', [
      { created_at: '2026-05-01T10:00:00+07:00', status: 'accepted' },
      { created_at: '2026-05-02T10:00:00+07:00', status: null },
      { created_at: '2026-05-03T10:00:00+07:00', status: 'rejected' },
    ]);
    Reflect.set(db, 'vouchers', [
      {
        created_at: '2026-09-01T10:00:00+07:00',
        aktif: true,
        start_date: '2026-09-01',
        expired_date: '2026-10-31',
      },
      {
        created_at: '2026-09-01T10:00:00+07:00',
        aktif: true,
        start_date: '2026-09-01',
        expired_date: '2026-10-13',
      },
      {
        created_at: '2026-09-01T10:00:00+07:00',
        aktif: false,
        start_date: '2026-09-01',
        expired_date: '2026-12-31',
      },
    ]);
    const again = await dashboard('?start_date=2026-10-01&end_date=2026-10-14');
    expect(again.totals).toMatchObject({ merchants: 1, pending_merchants: 1, active_vouchers: 1 });
  });

  it('refuses a start after the end, a period over 366 days and a malformed date, naming the field', async () => {
    const token = await login('A');
    const reversed = await call(
      'GET',
      '/v1/admindata/dashboard?start_date=2026-10-05&end_date=2026-10-01',
      { token },
    );
    expect(reversed.status).toBe(400);
    expect((await fieldOf(reversed)).name).toBe('start_date');
    const long = await call(
      'GET',
      '/v1/admindata/dashboard?start_date=2025-01-01&end_date=2026-10-01',
      { token },
    );
    expect(long.status).toBe(400);
    await expectFieldError(long, 400, 'query', 'end_date', 'Periode paling lama 366 hari.');
    const malformed = await call('GET', '/v1/admindata/dashboard?start_date=14-10-2026', { token });
    expect(malformed.status).toBe(400);
    expect(await fieldPathOf(malformed)).toMatch(/start_date/);
  });

  it('accepts exactly 366 days, and a lone start date up to today', () => {
    expect(resolvePeriod('2024-01-01', '2024-12-31')).toEqual({
      start: '2024-01-01',
      end: '2024-12-31',
    });
    const lone = resolvePeriod('2026-10-01', undefined);
    expect(lone).toEqual({ start: '2026-10-01', end: mockToday() });
  });
});
