import { getResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { db, resetStore } from '../src/db/store';
import {
  call,
  concretePath,
  findOperation,
  handlers,
  login,
  messageOf,
  ORIGIN,
} from './support/api';

beforeEach(() => resetStore());

const adminOnlyList = findOperation(
  'an admin-only GET without path or required query parameters',
  (op) =>
    op.method === 'GET' &&
    op.roles.length === 1 &&
    op.roles[0] === 'A' &&
    op.parameters.every((p) => !p.required) &&
    op.parameters.some((p) => p.name === 'page'),
);
const merchantOnly = findOperation(
  'a merchant-only GET',
  (op) => op.method === 'GET' && op.roles.join() === 'M',
);
const withIdPath = findOperation(
  'a GET with an {id} path parameter',
  (op) => op.method === 'GET' && op.path.includes('{id}'),
);

describe('routing', () => {
  it('answers 404 with a message for a path the contract does not have', async () => {
    const response = await call('GET', '/v1/no_such/route');
    expect(response.status).toBe(404);
    expect(await messageOf(response)).toBe(
      'Operasi GET /v1/no_such/route tidak ada di kontrak API.',
    );
  });

  it('answers 405 and Allow for a known path called with another method', async () => {
    const response = await call('DELETE', '/v1/partner_master/login');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(await messageOf(response)).toBe(
      'Metode DELETE tidak didukung untuk /v1/partner_master/login; gunakan POST.',
    );
  });

  it('does not answer paths outside /v1, /uploads and /__mock (a browser page keeps its assets)', async () => {
    await expect(call('GET', '/src/main.tsx')).rejects.toThrow(/No handler answered/);
  });
});

describe('authentication and roles', () => {
  it('answers 401 without a token on a bearer operation', async () => {
    const response = await call('GET', concretePath(adminOnlyList));
    expect(response.status).toBe(401);
    expect(await messageOf(response)).toBe('Sesi berakhir, silakan masuk kembali.');
  });

  it('answers 401 for an unknown token and for a malformed Authorization header', async () => {
    expect((await call('GET', concretePath(adminOnlyList), { token: 'mock_forged' })).status).toBe(
      401,
    );
    const basic = await call('GET', concretePath(adminOnlyList), {
      headers: { authorization: 'Basic abc' },
    });
    expect(basic.status).toBe(401);
  });

  it('answers 403 when the caller has none of the x-roles of the operation', async () => {
    const response = await call('GET', concretePath(adminOnlyList), { token: await login('M') });
    expect(response.status).toBe(403);
    expect(await messageOf(response)).toBe('Kamu tidak memiliki akses untuk melihat page ini.');
  });

  it('treats A,P as holding both roles', async () => {
    const token = await login('A,P');
    const admin = await call('GET', concretePath(adminOnlyList), { token });
    expect([401, 403]).not.toContain(admin.status);
    expect((await call('GET', concretePath(merchantOnly), { token })).status).toBe(403);
  });

  it('checks roles before validating parameters', async () => {
    const response = await call('GET', `${concretePath(adminOnlyList)}?page=0`, {
      token: await login('M'),
    });
    expect(response.status).toBe(403);
  });
});

/** The whole error body: its message and the fields it names. */
async function errorOf(response: Response): Promise<unknown> {
  return response.json();
}

const fieldError = (place: string, name: string, message: string) => ({
  message,
  fields: [{ in: place, name, message }],
});

describe('validation', () => {
  it('names the query parameter and the rule it breaks, in Indonesian', async () => {
    const token = await login('A');
    const zero = await call('GET', `${concretePath(adminOnlyList)}?page=0`, { token });
    expect(zero.status).toBe(400);
    expect(await errorOf(zero)).toEqual(fieldError('query', 'page', 'Halaman minimal 1.'));
    const far = await call('GET', `${concretePath(adminOnlyList)}?page=100001`, { token });
    expect(far.status).toBe(400);
    expect(await errorOf(far)).toEqual(fieldError('query', 'page', 'Halaman maksimal 100.000.'));
    const text = await call('GET', `${concretePath(adminOnlyList)}?limit=lots`, { token });
    expect(await errorOf(text)).toEqual(
      fieldError('query', 'limit', 'Jumlah per halaman harus berupa angka bulat.'),
    );
  });

  it('names the path parameter', async () => {
    const token = await login(
      withIdPath.roles.includes('A') ? 'A' : withIdPath.roles.includes('P') ? 'P' : 'M',
    );
    const response = await call('GET', concretePath(withIdPath, { id: 'abc' }), { token });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual(
      fieldError('path', 'id', 'ID harus berupa angka bulat.'),
    );
  });

  it('names the body field by its title: format, required, length, unknown, type', async () => {
    const format = await call('POST', '/v1/partner_master/login', {
      json: { email: 'budi', password: 'x' },
    });
    expect(format.status).toBe(400);
    expect(await errorOf(format)).toEqual(fieldError('body', 'email', 'Format email tidak valid.'));
    const missing = await call('POST', '/v1/partner_master/login', {
      json: { email: 'budi@example.co.id' },
    });
    expect(await errorOf(missing)).toEqual(fieldError('body', 'password', 'Password wajib diisi.'));
    const long = await call('POST', '/v1/partner_master/login', {
      json: { email: 'budi@example.co.id', password: 'x'.repeat(129) },
    });
    expect(await errorOf(long)).toEqual(
      fieldError('body', 'password', 'Password maksimal 128 karakter.'),
    );
    const extra = await call('POST', '/v1/partner_master/login', {
      json: { email: 'budi@example.co.id', password: 'x', remember: true },
    });
    expect(await errorOf(extra)).toEqual(
      fieldError('body', 'remember', 'Isian "remember" tidak dikenal.'),
    );
    const wrongType = await call('POST', '/v1/partner_master/login', {
      json: { email: 5, password: 'x' },
    });
    expect(await errorOf(wrongType)).toEqual(
      fieldError('body', 'email', 'Email harus berupa teks.'),
    );
  });

  it('answers 400 for malformed JSON and for a missing body, naming no field', async () => {
    const malformed = await call('POST', '/v1/partner_master/login', {
      body: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(await errorOf(malformed)).toEqual({ message: 'Isi permintaan bukan JSON yang valid.' });
    const empty = await call('POST', '/v1/partner_master/login');
    expect(empty.status).toBe(400);
    expect(await errorOf(empty)).toEqual({ message: 'Isi permintaan wajib diisi.' });
  });

  it('answers 413 for a body over the cap, by Content-Length or while reading', async () => {
    const large = JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(1024 * 1024) });
    const declared = await call('POST', '/v1/partner_master/login', {
      body: large,
      headers: { 'content-type': 'application/json', 'content-length': String(large.length) },
    });
    expect(declared.status).toBe(413);
    expect(await errorOf(declared)).toEqual({ message: 'Ukuran permintaan melebihi batas 1 MB.' });
    const chunk = new TextEncoder().encode(' '.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 64) controller.close();
        else {
          sent += 1;
          controller.enqueue(chunk);
        }
      },
    });
    const request = new Request(`${ORIGIN}/v1/partner_master/login`, {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    const streamed = await getResponse(handlers, request);
    if (streamed === undefined) throw new Error('the mock did not answer');
    expect(streamed.status).toBe(413);
    expect(await errorOf(streamed)).toEqual({ message: 'Ukuran permintaan melebihi batas 1 MB.' });
    // Reading stopped at the first chunk past 1 MB, not at the end of the 4 MB stream.
    expect(sent).toBeLessThan(64);
  });

  it('answers 415 for a content type the operation does not take', async () => {
    const response = await call('POST', '/v1/partner_master/login', {
      body: 'email=a@b.co',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
    expect(await messageOf(response)).toBe(
      'Content-Type "application/x-www-form-urlencoded" tidak diterima; gunakan application/json.',
    );
  });

  it('accepts JSON with a charset parameter', async () => {
    const response = await call('POST', '/v1/partner_master/login', {
      json: { email: 'admin@backoffice.test', password: 'password123' },
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(response.status).toBe(200);
  });
});

describe('controls', () => {
  it('delays the answer by x-mock-delay milliseconds', async () => {
    const started = performance.now();
    await call('GET', '/v1/no_such/route', { headers: { 'x-mock-delay': '150' } });
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('forces the status of x-mock-status with the words of that error, or an empty 204', async () => {
    const forced = await call('POST', '/v1/partner_master/login', {
      json: { email: 'admin@backoffice.test', password: 'password123' },
      headers: { 'x-mock-status': '503' },
    });
    expect(forced.status).toBe(503);
    expect(await messageOf(forced)).toBe('Terjadi kesalahan pada server. Silakan coba lagi.');
    const expired = await call('GET', '/v1/no_such/route', { headers: { 'x-mock-status': '401' } });
    expect(await messageOf(expired)).toBe('Sesi berakhir, silakan masuk kembali.');
    const empty = await call('GET', '/v1/no_such/route', { headers: { 'x-mock-status': '204' } });
    expect(empty.status).toBe(204);
    expect(await empty.text()).toBe('');
  });

  it('rejects control headers that are not numbers in range', async () => {
    const status = await call('GET', '/v1/no_such/route', { headers: { 'x-mock-status': '42' } });
    expect(status.status).toBe(400);
    expect(await messageOf(status)).toBe('x-mock-status: must be an HTTP status from 200 to 599');
    const delay = await call('GET', '/v1/no_such/route', { headers: { 'x-mock-delay': 'soon' } });
    expect(await messageOf(delay)).toBe('x-mock-delay: must be an integer from 0 to 60000');
  });

  // POST /__mock/reset (the seed back, demo sessions kept): test/sessions.test.ts.
  it('answers 404 for an unknown control', async () => {
    expect((await call('POST', '/__mock/nothing')).status).toBe(404);
    expect((await call('GET', '/__mock/reset')).status).toBe(404);
  });
});

describe('CORS', () => {
  it('answers a preflight with the allowed headers', async () => {
    const response = await call('OPTIONS', '/v1/partner_master/login', {
      headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'Authorization, Content-Type, x-mock-status, x-mock-delay, x-mock-scope',
    );
  });

  it('reflects the origin and exposes Content-Disposition on answers, errors included', async () => {
    const response = await call('GET', '/v1/no_such/route', {
      headers: { origin: 'http://localhost:5173' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-expose-headers')).toBe('Content-Disposition');
  });
});

describe('uploads', () => {
  it('serves stored files under /uploads and 404s unknown ones', async () => {
    const name = db.accounts[0]?.photo;
    if (name === undefined) throw new Error('the seed has no account');
    const found = await call('GET', `/uploads/${name}`);
    expect(found.status).toBe(200);
    expect(found.headers.get('content-type')).toBe('image/svg+xml');
    expect(await found.text()).toMatch(/^<svg /);
    expect((await call('GET', '/uploads/profile/none.png')).status).toBe(404);
    expect((await call('DELETE', `/uploads/${name}`)).status).toBe(405);
  });
});
