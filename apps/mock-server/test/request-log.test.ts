import { beforeEach, describe, expect, it } from 'vitest';
import { LOG_LIMIT, LOG_TEXT_LIMIT } from '../src/control/request-log';
import { db } from '../src/db/store';
import { reset } from '../src/node';
import { call, login } from './support/api';
import { addRule, logEntries, switchScenario } from './support/controls';

beforeEach(() => reset());

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('GET /__mock/log', () => {
  it('records each API call, newest first: time, method, path, operation, role, status, ms', async () => {
    const token = await login('A,P');
    await call('GET', '/v1/partner_master/getall?page=2', { token });
    const [list, signIn, ...older] = await logEntries();
    expect(older).toEqual([]);
    expect(list).toEqual({
      time: expect.stringMatching(ISO_TIME),
      method: 'GET',
      path: '/v1/partner_master/getall?page=2',
      operationId: 'listPartners',
      role: 'A,P',
      status: 200,
      ms: expect.any(Number),
    });
    expect(signIn).toMatchObject({
      method: 'POST',
      path: '/v1/partner_master/login',
      operationId: 'login',
      role: null,
      status: 200,
    });
  });

  it('gives the reason of each refused call, as its answer says it', async () => {
    const admin = await login('A');
    await call('GET', '/v1/partner_master/getall');
    await call('GET', '/v1/partner_master/getall', { token: await login('M') });
    await call('GET', '/v1/partner_master/getall?page=0', { token: admin });
    await call('GET', '/v1/partner_master/nowhere', { token: admin });
    await call('GET', '/v1/partner_master/getbyid/99999', { token: admin });
    const entries = await logEntries();
    const refused = entries.filter((entry) => entry.status !== 200);
    expect(
      refused.map(({ operationId, role, status, reason }) => ({
        operationId,
        role,
        status,
        reason,
      })),
    ).toEqual([
      {
        operationId: 'getPartnerById',
        role: 'A',
        status: 404,
        reason: 'Akun partner tidak ditemukan',
      },
      {
        operationId: null,
        role: null,
        status: 404,
        reason: 'Operasi GET /v1/partner_master/nowhere tidak ada di kontrak API.',
      },
      { operationId: 'listPartners', role: 'A', status: 400, reason: 'Halaman minimal 1.' },
      {
        operationId: 'listPartners',
        role: 'M',
        status: 403,
        reason: 'Kamu tidak memiliki akses untuk melihat page ini.',
      },
      {
        operationId: 'listPartners',
        role: null,
        status: 401,
        reason: 'Sesi berakhir, silakan masuk kembali.',
      },
    ]);
  });

  it('names the rules and the scenario that acted, and what became of a dropped call', async () => {
    const token = await login('A');
    const failing = await addRule({ operationId: 'listUsers', status: 500, times: 1 });
    const dropping = await addRule({ operationId: 'listPartners', drop: true, times: 1 });
    await call('GET', '/v1/admindata/allusers', { token });
    await call('GET', '/v1/partner_master/getall', { token });
    await switchScenario({ name: 'read-only' });
    const partner = db.partners[0];
    await call('GET', `/v1/admindata/setuseractive?id=${partner?.id}`, { token });
    const [readOnly, dropped, failed] = await logEntries();
    expect(readOnly).toMatchObject({
      operationId: 'toggleUserActive',
      status: 503,
      reason: 'Terjadi kesalahan pada server. Silakan coba lagi.',
      scenario: 'read-only',
    });
    expect(readOnly?.rules).toBeUndefined();
    expect(dropped).toMatchObject({
      operationId: 'listPartners',
      status: null,
      reason: 'Connection dropped',
      rules: [dropping.id],
    });
    expect(failed).toMatchObject({
      operationId: 'listUsers',
      status: 500,
      reason: 'Terjadi kesalahan pada server. Silakan coba lagi.',
      rules: [failing.id],
    });
  });

  it('leaves out the control API, uploads and preflights', async () => {
    await call('GET', '/__mock/rules');
    await call('GET', `/uploads/${db.accounts[0]?.photo}`);
    await call('OPTIONS', '/v1/partner_master/login', {
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    });
    expect(await logEntries()).toEqual([]);
  });

  it(`keeps the last ${LOG_LIMIT} calls, each path cut to ${LOG_TEXT_LIMIT} characters`, async () => {
    for (let i = 1; i <= LOG_LIMIT + 10; i++) await call('GET', `/v1/nowhere/${i}`);
    const entries = await logEntries();
    expect(entries).toHaveLength(LOG_LIMIT);
    expect(entries[0]?.path).toBe(`/v1/nowhere/${LOG_LIMIT + 10}`);
    expect(entries.at(-1)?.path).toBe('/v1/nowhere/11');

    await call('GET', `/v1/nowhere?search=${'x'.repeat(1000)}`);
    const [long] = await logEntries();
    expect(long?.path).toHaveLength(LOG_TEXT_LIMIT);
    expect(long?.path.endsWith('x…')).toBe(true);
  });
});
