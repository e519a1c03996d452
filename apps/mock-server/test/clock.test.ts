import type { PromoPage, PromoSaved } from '@backoffice/sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VERIFY_TTL_MS } from '../src/db/seed/kreator';
import { db, resetStore } from '../src/db/store';
import { jakartaIso, mockNow, mockToday, nowIso, SEED_NOW } from '../src/db/time';
import { call, login } from './support/api';

beforeEach(() => resetStore());
afterEach(() => vi.useRealTimers());

// The real date is faked far from the seed's: the mock must not notice.
const REAL_DATE = Date.parse('2031-06-01T12:00:00+07:00');

describe("the mock's clock", () => {
  it('starts at the seed\'s "today" (2026-10-14 09:30 WIB) and runs with the process', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: REAL_DATE });
    const before = performance.now();
    const now = mockNow();
    expect(now - SEED_NOW).toBeGreaterThanOrEqual(Math.floor(before));
    expect(now - SEED_NOW).toBeLessThanOrEqual(performance.now());
    expect(mockToday()).toBe('2026-10-14');
    expect(nowIso()).toMatch(/^2026-10-14T\d\d:\d\d:\d\d\+07:00$/);
  });

  it("dates a new record on the mock's today and lists it before every seeded one", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: REAL_DATE });
    const token = await login('A');
    const form = new FormData();
    for (const [name, value] of Object.entries({
      title: 'Promo Hari Ini',
      code: 'HARIINI1',
      description: 'Dibuat sekarang.',
      discount_type: 'amount',
      value: '15000',
      quota: '10',
      start_date: '2026-10-14',
      end_date: '2026-10-20',
    }))
      form.set(name, value);
    const created = await call('POST', '/v1/promo/create', { token, form });
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as PromoSaved;
    expect(data.created_at.slice(0, 10)).toBe('2026-10-14');
    const seededNewest = Math.max(...db.promos.slice(0, -1).map((p) => Date.parse(p.created_at)));
    expect(Date.parse(data.created_at)).toBeGreaterThanOrEqual(seededNewest);
    const list = await call('GET', '/v1/admindata/allpromos?limit=1', { token });
    expect(((await list.json()) as PromoPage).data[0]?.id).toBe(data.id);
  });

  it("sets a new creator's verification token to expire 7 days after the mock's now", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: REAL_DATE });
    const token = await login('A');
    const before = mockNow();
    const created = await call('POST', '/v1/kreator/add', {
      token,
      json: {
        name: 'Larasati Putri',
        email: 'larasati.putri@example.com',
        phone: '081234560099',
        password: 'rahasia123',
      },
    });
    expect(created.status).toBe(201);
    const row = db.kreators.at(-1);
    if (row === undefined) throw new Error('no creator');
    const expires = Date.parse(row.verify_expires_at);
    expect(expires).toBeGreaterThanOrEqual(Date.parse(jakartaIso(before + VERIFY_TTL_MS)));
    expect(expires).toBeLessThanOrEqual(mockNow() + VERIFY_TTL_MS);
    const verified = await call('POST', '/v1/kreator/verify', {
      json: { token: row.verify_token },
    });
    expect(verified.status).toBe(200);
  });
});
