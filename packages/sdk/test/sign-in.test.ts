import { describe, expect, it, vi } from 'vitest';
import { createApiClient, isApiError } from '../src/index';
import { emptyPage, fakeFetch, json } from './fake-fetch';

const baseUrl = 'http://api.test';
const account = { email: 'admin@backoffice.test', password: 'password123' };

/** An API whose login hands out tok-1, tok-2, …; only the latest token is accepted. */
function api() {
  let issued = 0;
  const fake = fakeFetch(async (request) => {
    if (request.url.endsWith('/v1/partner_master/login')) {
      const body = (await request.json()) as typeof account;
      if (body.password !== account.password) {
        return json({ message: 'Email atau password salah.' }, 401);
      }
      issued += 1;
      return json({ data: { token: `tok-${issued}`, role: 'A', photo: null } });
    }
    return request.headers.get('Authorization') === `Bearer tok-${issued}`
      ? json(emptyPage)
      : json({ message: 'Sesi berakhir, silakan masuk kembali.' }, 401);
  });
  const expire = () => {
    issued += 100;
  };
  const logins = () =>
    fake.requests.filter((request) => request.url.endsWith('/partner_master/login')).length;
  return { fake, expire, logins };
}

const list = (client: ReturnType<typeof createApiClient>) =>
  client.GET('/v1/partner_master/getall');

describe('auth', () => {
  it('sends a token given as a string', async () => {
    const fake = fakeFetch(() => json(emptyPage));
    await list(createApiClient({ baseUrl, auth: 'abc', fetch: fake.fetch }));
    expect(fake.requests[0]?.headers.get('Authorization')).toBe('Bearer abc');
  });

  it('reads a token from a function, sync or async, before each call', async () => {
    const fake = fakeFetch(() => json(emptyPage));
    let token = 'one';
    const sync = createApiClient({ baseUrl, auth: () => token, fetch: fake.fetch });
    await list(sync);
    token = 'two';
    await list(sync);
    await list(createApiClient({ baseUrl, auth: async () => 'three', fetch: fake.fetch }));
    expect(fake.requests.map((request) => request.headers.get('Authorization'))).toEqual([
      'Bearer one',
      'Bearer two',
      'Bearer three',
    ]);
  });

  it('signs in once with an account, for calls made together', async () => {
    const { fake, logins } = api();
    const client = createApiClient({ baseUrl, auth: account, fetch: fake.fetch });
    await Promise.all([list(client), list(client), list(client)]);
    expect(logins()).toBe(1);
    expect(fake.requests.at(-1)?.headers.get('Authorization')).toBe('Bearer tok-1');
  });

  it('signs in again once when the token expires, and sends the call again', async () => {
    const { fake, expire, logins } = api();
    const onUnauthorized = vi.fn();
    const client = createApiClient({ baseUrl, auth: account, fetch: fake.fetch, onUnauthorized });
    await list(client);
    expire();
    await Promise.all([list(client), list(client)]);
    // One new sign-in for both expired calls, and no session-lost signal.
    expect(logins()).toBe(2);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('rejects with the 401 when signing in again does not help, without a loop', async () => {
    let logins = 0;
    const fake = fakeFetch((request) => {
      if (request.url.endsWith('/login')) {
        logins += 1;
        return json({ data: { token: `t${logins}`, role: 'A', photo: null } });
      }
      return json({ message: 'Akses ditolak.' }, 401);
    });
    const client = createApiClient({ baseUrl, auth: account, fetch: fake.fetch });
    const error = await list(client).catch((e: unknown) => e);
    expect(isApiError(error) && [error.status, error.serverMessage]).toEqual([
      401,
      'Akses ditolak.',
    ]);
    expect(logins).toBe(2);
  });

  it("rejects with the login's own error when the account is refused", async () => {
    const { fake } = api();
    const client = createApiClient({
      baseUrl,
      auth: { email: account.email, password: 'wrong' },
      fetch: fake.fetch,
    });
    const error = await list(client).catch((e: unknown) => e);
    expect(isApiError(error) && [error.operationId, error.status, error.message]).toEqual([
      'login',
      401,
      'POST /v1/partner_master/login answered 401: Email atau password salah.',
    ]);
  });

  it('rejects a login answer without a token as invalid-response', async () => {
    const fake = fakeFetch(() => json({ data: { role: 'A' } }));
    const client = createApiClient({ baseUrl, auth: account, fetch: fake.fetch });
    const error = await list(client).catch((e: unknown) => e);
    expect(isApiError(error) && [error.kind, error.operationId, error.message]).toEqual([
      'invalid-response',
      'login',
      'POST /v1/partner_master/login answered 200 with a body that could not be read: The login answer has no token',
    ]);
  });

  it('signs with a token or a function answering one, the one way of giving either', async () => {
    const fake = fakeFetch(() => json(emptyPage));
    await list(createApiClient({ baseUrl, auth: 'a', fetch: fake.fetch }));
    await list(createApiClient({ baseUrl, auth: () => 'g', fetch: fake.fetch }));
    expect(fake.requests.map((request) => request.headers.get('Authorization'))).toEqual([
      'Bearer a',
      'Bearer g',
    ]);
  });
});
