import type { AdminTransactionPage } from '@backoffice/sdk';
import { beforeEach, describe, expect, it } from 'vitest';
import { db, resetStore } from '../src/db/store';
import { call, expectFieldError, fieldPathOf, getJson, login } from './support/api';

let token: string;
beforeEach(async () => {
  resetStore();
  token = await login('A');
});

function list(query = ''): Promise<AdminTransactionPage> {
  return getJson<AdminTransactionPage>(`/v1/admindata/alltrans${query}`, token);
}

describe('GET /v1/admindata/alltrans', () => {
  it('seeds at least 60 job and project transactions with consistent Rupiah shares', () => {
    expect(db.adminTransactions.length).toBeGreaterThanOrEqual(60);
    expect(db.adminTransactions.some((t) => t.project_name !== null)).toBe(true);
    for (const t of db.adminTransactions) {
      expect((t.job_name === null) !== (t.project_name === null)).toBe(true);
      expect(t.finalpriceaftercutoff).toBeLessThan(t.commision * t.quantity);
      expect(t.created_at).toMatch(/\+07:00$/);
    }
  });

  it('pages newest first; paid and completed count as active', async () => {
    const page = await list('?page=5');
    expect(page.meta).toEqual({
      page: 5,
      totalpage: Math.ceil(db.adminTransactions.length / 15),
      totaldata: db.adminTransactions.length,
      totalDataOnPage: db.adminTransactions.length - 60,
      totalActive: db.adminTransactions.filter((t) => ['paid', 'completed'].includes(t.status))
        .length,
    });
    const first = await list();
    const dates = first.data.map((t) => t.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('searches invoice, job or project name and the parties', async () => {
    const target = db.adminTransactions[10];
    if (target === undefined) throw new Error('too few transactions');
    expect((await list(`?search=${encodeURIComponent(target.invoice)}`)).data).toEqual([target]);
    const job = db.adminTransactions.find((t) => t.job_name !== null);
    const byJob = await list(`?search=${encodeURIComponent(job?.job_name ?? '')}&limit=100`);
    expect(byJob.data.length).toBeGreaterThan(0);
    expect(byJob.data.every((t) => t.job_name === job?.job_name)).toBe(true);
  });

  it('bounds created_at by Jakarta days, both ends included', async () => {
    const day = db.adminTransactions[20]?.created_at.slice(0, 10) ?? '';
    const sameDay = await list(`?start_date=${day}&end_date=${day}`);
    expect(sameDay.data.length).toBeGreaterThan(0);
    expect(sameDay.data.every((t) => t.created_at.startsWith(day))).toBe(true);
    const after = await list(`?start_date=${day}&limit=100`);
    expect(after.meta.totaldata).toBe(
      db.adminTransactions.filter((t) => t.created_at.slice(0, 10) >= day).length,
    );
  });

  it('answers 400 naming the field for a bad or reversed date range', async () => {
    const reversed = await call(
      'GET',
      '/v1/admindata/alltrans?start_date=2026-10-10&end_date=2026-10-01',
      { token },
    );
    expect(reversed.status).toBe(400);
    await expectFieldError(
      reversed,
      400,
      'query',
      'end_date',
      'Tanggal akhir tidak boleh sebelum tanggal mulai.',
    );
    const malformed = await call('GET', '/v1/admindata/alltrans?start_date=10-10-2026', { token });
    expect(malformed.status).toBe(400);
    expect(await fieldPathOf(malformed)).toBe('query.start_date');
  });
});
