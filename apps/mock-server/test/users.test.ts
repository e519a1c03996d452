import type { UserPage, UserSaved } from '@backoffice/sdk';
import { beforeEach, describe, expect, it } from 'vitest';
import { db, resetStore } from '../src/db/store';
import { call, fieldPathOf, getJson, login } from './support/api';

let token: string;
beforeEach(async () => {
  resetStore();
  token = await login('A');
});

function list(query = ''): Promise<UserPage> {
  return getJson<UserPage>(`/v1/admindata/allusers${query}`, token);
}

function toggle(id: number | string) {
  return call('GET', `/v1/admindata/setuseractive?id=${id}`, { token });
}

describe('GET /v1/admindata/allusers', () => {
  it('pages over at least 60 clients and freelancers, active and inactive', async () => {
    expect(db.users.length).toBeGreaterThanOrEqual(60);
    for (const role of ['client', 'freelancer'] as const) {
      expect(db.users.some((u) => u.role === role && u.active)).toBe(true);
      expect(db.users.some((u) => u.role === role && !u.active)).toBe(true);
    }
    const page = await list('?page=3');
    expect(page.meta).toEqual({
      page: 3,
      totalpage: Math.ceil(db.users.length / 15),
      totaldata: db.users.length,
      totalDataOnPage: 15,
      totalActive: db.users.filter((u) => u.active).length,
    });
    const dates = page.data.map((u) => u.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('answers photos as URLs that serve the image, or null', async () => {
    const { data } = await list('?limit=100');
    const withPhoto = data.find((u) => u.photo !== null);
    expect(data.some((u) => u.photo === null)).toBe(true);
    const file = await call('GET', new URL(withPhoto?.photo ?? '').pathname);
    expect(file.status).toBe(200);
  });

  it('searches name, email and phone, and filters by active state', async () => {
    const user = db.users.find((u) => u.phone !== null);
    if (user?.phone == null) throw new Error('no user with a phone');
    expect((await list(`?search=${user.phone}`)).data.map((u) => u.id)).toEqual([user.id]);
    expect((await list(`?search=${user.email.toUpperCase()}`)).data.map((u) => u.id)).toEqual([
      user.id,
    ]);
    const inactive = await list('?active=false&limit=100');
    expect(inactive.data.length).toBe(db.users.filter((u) => !u.active).length);
    expect(inactive.data.every((u) => !u.active)).toBe(true);
    expect(inactive.meta.totalActive).toBe(0);
  });

  it('answers 400 naming the filter when active is not a boolean', async () => {
    const response = await call('GET', '/v1/admindata/allusers?active=maybe', { token });
    expect(response.status).toBe(400);
    expect(await fieldPathOf(response)).toBe('query.active');
  });
});

describe('GET /v1/admindata/setuseractive', () => {
  it('inverts the active flag, and the list reads the new state', async () => {
    const user = db.users.find((u) => u.active);
    if (user === undefined) throw new Error('no active user');
    const before = (await list()).meta.totalActive;
    const response = await toggle(user.id);
    expect(response.status).toBe(200);
    const saved = (await response.json()) as UserSaved;
    expect(saved).toMatchObject({ message: 'User berhasil diubah.', data: { active: false } });
    const after = await list(`?search=${encodeURIComponent(user.email)}`);
    expect(after.data[0]?.active).toBe(false);
    expect((await list()).meta.totalActive).toBe(before - 1);
    const back = (await (await toggle(user.id)).json()) as UserSaved;
    expect(back.data.active).toBe(true);
  });

  it('answers 404 for an unknown user and 400 naming id when it is missing or not a number', async () => {
    expect((await toggle(99999)).status).toBe(404);
    const missing = await call('GET', '/v1/admindata/setuseractive', { token });
    expect(missing.status).toBe(400);
    expect(await fieldPathOf(missing)).toBe('query.id');
    expect(await fieldPathOf(await toggle('abc'))).toBe('query.id');
  });

  it('is undone by a reset', async () => {
    const user = db.users[0];
    if (user === undefined) throw new Error('no users');
    const was = user.active;
    await toggle(user.id);
    resetStore();
    expect(db.users[0]?.active).toBe(was);
  });
});
