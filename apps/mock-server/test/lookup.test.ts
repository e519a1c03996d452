import { DEMO_PASSWORD } from '@backoffice/contract';
import type { Partner } from '@backoffice/sdk';
import { beforeEach, describe, expect, it } from 'vitest';
import { remembered } from '../src/db/lookup';
import { newestFirst } from '../src/db/paging';
import { db, noteWrite, resetStore, restoreStore, snapshotStore } from '../src/db/store';
import { accountByEmail } from '../src/handlers/shared/accounts';
import { accountById } from '../src/pipeline/sessions';
import { call, login } from './support/api';

beforeEach(() => resetStore());

describe('remembered follows the writes to its tables', () => {
  interface Dated {
    id: number;
    created_at: string;
  }
  let table: Dated[];
  let computed = 0;
  const newest = remembered(
    () => [table],
    () => {
      computed++;
      return newestFirst(table, (row) => row.created_at);
    },
  );
  const ids = () => newest().map((row) => row.id);
  beforeEach(() => {
    table = [
      { id: 1, created_at: '2026-10-01T09:00:00+07:00' },
      { id: 2, created_at: '2026-10-03T09:00:00+07:00' },
      { id: 3, created_at: '2026-10-02T09:00:00+07:00' },
    ];
  });

  it('computes once until the store counts a write, then again; a replaced table counts too', () => {
    computed = 0;
    expect(ids()).toEqual([2, 3, 1]);
    expect(ids()).toEqual([2, 3, 1]);
    expect(computed).toBe(1);
    table.push({ id: 4, created_at: '2026-10-04T09:00:00+07:00' });
    // An edit made outside a call is seen once a write is counted (the pipeline counts each
    // write call): the check is a number, not a pass over the rows.
    expect(ids()).toEqual([2, 3, 1]);
    noteWrite();
    expect(ids()).toEqual([4, 2, 3, 1]);
    table.splice(1, 1);
    table[0] = { id: 5, created_at: '2026-09-30T09:00:00+07:00' };
    noteWrite();
    expect(ids()).toEqual([4, 3, 5]);
    table = [{ id: 6, created_at: '2026-10-01T09:00:00+07:00' }];
    expect(ids()).toEqual([6]);
    expect(computed).toBe(4);
  });
});

describe('the account and partner lookups through the routes', () => {
  const body = {
    name: 'Dewi Lestari',
    email: 'Dewi.Lestari@example.co.id',
    phone: '081298765432',
    password: 'password123',
  };

  it('finds a partner created through the route, by id, account and e-mail', async () => {
    const admin = await login('A');
    const created = await call('POST', '/v1/partner_master/create', { token: admin, json: body });
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as { data: Partner };
    const one = await call('GET', `/v1/partner_master/getbyid/${data.id}`, { token: admin });
    expect(one.status).toBe(200);
    // E-mails are found case-insensitively and trimmed, as before.
    expect(accountByEmail(' dewi.lestari@EXAMPLE.co.id ')?.name).toBe('Dewi Lestari');
    const again = await call('POST', '/v1/partner_master/create', {
      token: admin,
      json: { ...body, email: 'dewi.lestari@example.co.id' },
    });
    expect(again.status).toBe(409);
    const signIn = await call('POST', '/v1/partner_master/login', {
      json: { email: body.email, password: body.password },
    });
    expect(signIn.status).toBe(200);
    const { data: session } = (await signIn.json()) as { data: { token: string } };
    const own = await call('GET', '/v1/partner_master/getbyid', { token: session.token });
    expect(
      ((await own.json()) as { data: { partner_master: Partner } }).data.partner_master.id,
    ).toBe(data.id);
  });

  it('signs in with the new e-mail after an update, not with the old one', async () => {
    const token = await login('P');
    const form = new FormData();
    form.set('name', 'Budi Santoso');
    form.set('email', 'budi.baru@example.co.id');
    form.set('phone', '081234567890');
    const saved = await call('PUT', '/v1/partner_master/update', { token, form });
    expect(saved.status).toBe(200);
    const signIn = (email: string) =>
      call('POST', '/v1/partner_master/login', { json: { email, password: DEMO_PASSWORD } });
    expect((await signIn('budi.baru@example.co.id')).status).toBe(200);
    expect((await signIn('partner@backoffice.test')).status).not.toBe(200);
    expect(accountByEmail('partner@backoffice.test')).toBeUndefined();
  });

  it('forgets a deleted account: its tokens stop working', async () => {
    const token = await login('P');
    const account = accountByEmail('partner@backoffice.test');
    expect(account).toBeDefined();
    db.accounts.splice(db.accounts.indexOf(account as never), 1);
    expect(accountById(account?.id ?? 0)).toBeUndefined();
    expect((await call('GET', '/v1/partner_master/getbyid', { token })).status).toBe(401);
  });

  it('lists a created partner first and forgets it after a reset', async () => {
    const admin = await login('A');
    const list = async () => {
      const response = await call('GET', '/v1/partner_master/getall', { token: admin });
      return ((await response.json()) as { data: Partner[] }).data.map((p) => p.email);
    };
    const before = await list();
    await call('POST', '/v1/partner_master/create', { token: admin, json: body });
    expect(await list()).toEqual([body.email, ...before.slice(0, -1)]);
    // The reset the dashboard's tests call: the demo accounts stay signed in.
    expect((await call('POST', '/__mock/reset')).status).toBe(200);
    expect(await list()).toEqual(before);
  });

  it('lists and counts a partner whose account is switched off, as it is now', async () => {
    const admin = await login('A');
    const created = await call('POST', '/v1/partner_master/create', { token: admin, json: body });
    const { data } = (await created.json()) as { data: Partner };
    const active = async () => {
      const response = await call('GET', '/v1/partner_master/getall?rowstatus=1&limit=100', {
        token: admin,
      });
      return ((await response.json()) as { data: Partner[] }).data.map((p) => p.id);
    };
    expect(await active()).toContain(data.id);
    const account = accountByEmail(body.email);
    if (account === undefined) throw new Error('no account');
    account.active = false;
    expect(await active()).not.toContain(data.id);
  });

  it("answers a partner's first referral code once the partner creates one", async () => {
    const admin = await login('A');
    const created = await call('POST', '/v1/partner_master/create', { token: admin, json: body });
    const { data } = (await created.json()) as { data: Partner };
    expect(data.partner_code).toBeNull();
    const signIn = await call('POST', '/v1/partner_master/login', {
      json: { email: body.email, password: body.password },
    });
    const { data: session } = (await signIn.json()) as { data: { token: string } };
    const code = await call('POST', '/v1/partner/create', {
      token: session.token,
      json: { partner_code: 'DEWI2026' },
    });
    expect(code.status).toBe(201);
    const one = await call('GET', `/v1/partner_master/getbyid/${data.id}`, { token: admin });
    const { data: found } = (await one.json()) as { data: { partner_master: Partner } };
    expect(found.partner_master.partner_code).toBe('DEWI2026');
  });

  it('follows a reset and a reload from a snapshot', async () => {
    const admin = await login('A');
    await call('POST', '/v1/partner_master/create', { token: admin, json: body });
    const snapshot = snapshotStore();
    resetStore();
    expect(accountByEmail(body.email)).toBeUndefined();
    restoreStore(snapshot);
    const account = accountByEmail(body.email);
    expect(account?.name).toBe('Dewi Lestari');
    expect(accountById(account?.id ?? 0)).toBe(account);
  });
});
