import { DEMO_PASSWORD } from '@backoffice/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MockProcess, startMock, stopMocks } from '../../../scripts/mock-process.mjs';

// The standalone server (`pnpm mock`) end to end: node:http in, msw answers, node:http out.
let mock: MockProcess;
let base = '';

beforeAll(async () => {
  mock = await startMock([], { MOCK_QUIET: '' });
  base = mock.baseUrl;
}, 40_000);

// Also when the start above failed or timed out (docs/engineering.md#tests).
afterAll(stopMocks);

describe('pnpm mock (node:http adapter)', () => {
  it('signs in over HTTP and answers a photo URL on the same host', async () => {
    const response = await fetch(`${base}/v1/partner_master/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:5173' },
      body: JSON.stringify({ email: 'merchant@backoffice.test', password: DEMO_PASSWORD }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    const { data } = (await response.json()) as { data: { role: string; photo: string } };
    expect(data.role).toBe('M');
    expect(data.photo.startsWith(`${base}/uploads/`)).toBe(true);
    const photo = await fetch(data.photo);
    expect(photo.status).toBe(200);
    expect(await photo.text()).toMatch(/^<svg /);
  });

  it('answers 401, 404 and 400 with messages', async () => {
    const list = await fetch(`${base}/v1/admindata/allusers`);
    expect(list.status).toBe(401);
    const missing = await fetch(`${base}/nowhere`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      message: 'Operasi GET /nowhere tidak ada di kontrak API.',
    });
    const invalid = await fetch(`${base}/v1/partner_master/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":"x","password":"y"}',
    });
    expect(await invalid.json()).toEqual({
      message: 'Format email tidak valid.',
      fields: [{ in: 'body', name: 'email', message: 'Format email tidak valid.' }],
    });
  });

  it('refuses a 2 MB JSON body with 413 at once, without holding up a parallel call', async () => {
    const large = JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(2 * 1024 * 1024) });
    const started = performance.now();
    const [refused, parallel] = await Promise.all([
      fetch(`${base}/v1/partner_master/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: large,
      }).then(async (response) => ({
        status: response.status,
        body: await response.json(),
        ms: performance.now() - started,
      })),
      fetch(`${base}/v1/admindata/allusers`).then((response) => ({
        status: response.status,
        ms: performance.now() - started,
      })),
    ]);
    expect(refused.status).toBe(413);
    expect(refused.body).toEqual({ message: 'Ukuran permintaan melebihi batas 1 MB.' });
    expect(parallel.status).toBe(401);
    console.log(
      `413 after ${refused.ms.toFixed(0)} ms, parallel GET after ${parallel.ms.toFixed(0)} ms`,
    );
  });

  it('refuses a body sent without Content-Length once it passes the limit', async () => {
    const chunk = new Uint8Array(256 * 1024).fill(0x20);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        // Far more than the limit: the server must read no more than the limit of it.
        if (sent >= 64) controller.close();
        else {
          sent += 1;
          controller.enqueue(chunk);
        }
      },
    });
    const response = await fetch(`${base}/v1/partner_master/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'Ukuran permintaan melebihi batas 1 MB.' });
  });

  it('answers a preflight and malformed URLs without a 5xx', async () => {
    const preflight = await fetch(`${base}/v1/partner_master/login`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect((await fetch(`${base}/uploads/%E0%A4%A`)).status).toBe(404);
    expect((await fetch(`${base}/v1/partner_master/%E0%A4%A`)).status).toBe(404);
  });

  it('logs one line per request: method, path, status, time', () => {
    expect(mock.logs.join('')).toMatch(/POST \/v1\/partner_master\/login 200 [\d.]+ms/);
  });
});

describe('data scopes (x-mock-scope)', () => {
  async function signIn(email: string, headers: Record<string, string> = {}): Promise<string> {
    const response = await fetch(`${base}/v1/partner_master/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    const { data } = (await response.json()) as { data: { token: string } };
    return data.token;
  }

  /** The partner's referral codes as that scope holds them. */
  async function codes(token: string, scope?: string): Promise<string[]> {
    const response = await fetch(`${base}/v1/partner_master/getalldata`, {
      headers: { authorization: `Bearer ${token}`, ...(scope ? { 'x-mock-scope': scope } : {}) },
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { referrals: { partner_code: string }[] } };
    return data.referrals.map((referral) => referral.partner_code);
  }

  it('keeps a scope’s writes from the main data and from other scopes, and resets each alone', async () => {
    // Signed in on the main data: the token works in every scope, as the browser tests use it.
    const token = await signIn('partner@backoffice.test');
    const seed = await codes(token);
    const created = await fetch(`${base}/v1/partner/create`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'x-mock-scope': 'worker-a',
      },
      body: JSON.stringify({ partner_code: 'SCOPEDA' }),
    });
    expect(created.status).toBe(201);

    expect(await codes(token, 'worker-a')).toEqual([...seed, 'SCOPEDA']);
    expect(await codes(token, 'worker-b')).toEqual(seed);
    expect(await codes(token)).toEqual(seed);

    const reset = await fetch(`${base}/__mock/reset`, {
      method: 'POST',
      headers: { 'x-mock-scope': 'worker-a' },
    });
    expect(reset.status).toBe(200);
    expect(await codes(token, 'worker-a'), 'the main session is kept by the reset').toEqual(seed);
  });

  it('grows the partner list of the scope that asks, and of no other', async () => {
    const token = await signIn('admin@backoffice.test');
    const total = async (scope: string) => {
      const response = await fetch(`${base}/v1/partner_master/getall?limit=1`, {
        headers: { authorization: `Bearer ${token}`, 'x-mock-scope': scope },
      });
      const { meta } = (await response.json()) as { meta: { totaldata: number } };
      return meta.totaldata;
    };
    const seed = await total('grow-b');
    const grown = await fetch(`${base}/__mock/grow`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-mock-scope': 'grow-a' },
      body: JSON.stringify({ partners: 10_000 }),
    });
    expect(grown.status).toBe(200);
    expect(await total('grow-a')).toBe(10_000);
    expect(await total('grow-b')).toBe(seed);
  });

  it('refuses a scope name it cannot use, and allows the header in CORS', async () => {
    const refused = await fetch(`${base}/v1/partner_master/getalldata`, {
      headers: { 'x-mock-scope': '../etc' },
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      message: 'x-mock-scope: must be 1 to 64 letters, digits, - or _',
    });
    const preflight = await fetch(`${base}/v1/partner_master/getalldata`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization, x-mock-scope',
      },
    });
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-mock-scope');
  });
});
