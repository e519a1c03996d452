import { beforeEach, describe, expect, it } from 'vitest';
import { db, resetStore } from '../src/db/store';
import { call, concretePath, findOperation, login, messageOf } from './support/api';

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
    expect(await messageOf(response)).toBe('No operation GET /v1/no_such/route in the contract');
  });

  it('answers 405 and Allow for a known path called with another method', async () => {
    const response = await call('DELETE', '/v1/partner_master/login');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(await messageOf(response)).toMatch(
      /^Method DELETE not allowed on \/v1\/partner_master\/login/,
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

describe('validation', () => {
  it('names the query parameter and the rule it breaks', async () => {
    const token = await login('A');
    const zero = await call('GET', `${concretePath(adminOnlyList)}?page=0`, { token });
    expect(zero.status).toBe(400);
    expect(await messageOf(zero)).toBe('query.page: must be >= 1');
    const text = await call('GET', `${concretePath(adminOnlyList)}?limit=lots`, { token });
    expect(await messageOf(text)).toBe('query.limit: must be integer');
  });

  it('names the path parameter', async () => {
    const token = await login(
      withIdPath.roles.includes('A') ? 'A' : withIdPath.roles.includes('P') ? 'P' : 'M',
    );
    const response = await call('GET', concretePath(withIdPath, { id: 'abc' }), { token });
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe('path.id: must be integer');
  });

  it('names the body field: format, required, unknown', async () => {
    const format = await call('POST', '/v1/partner_master/login', {
      json: { email: 'budi', password: 'x' },
    });
    expect(format.status).toBe(400);
    expect(await messageOf(format)).toBe('body.email: must match format "email"');
    const missing = await call('POST', '/v1/partner_master/login', {
      json: { email: 'budi@example.co.id' },
    });
    expect(await messageOf(missing)).toBe('body.password: is required');
    const extra = await call('POST', '/v1/partner_master/login', {
      json: { email: 'budi@example.co.id', password: 'x', remember: true },
    });
    expect(await messageOf(extra)).toBe('body.remember: is not allowed');
    const wrongType = await call('POST', '/v1/partner_master/login', {
      json: { email: 5, password: 'x' },
    });
    expect(await messageOf(wrongType)).toBe('body.email: must be string');
  });

  it('answers 400 for malformed JSON and for a missing body', async () => {
    const malformed = await call('POST', '/v1/partner_master/login', {
      body: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(await messageOf(malformed)).toMatch(/^body: malformed JSON/);
    const empty = await call('POST', '/v1/partner_master/login');
    expect(empty.status).toBe(400);
    expect(await messageOf(empty)).toBe('body: is required');
  });

  it('answers 415 for a content type the operation does not take', async () => {
    const response = await call('POST', '/v1/partner_master/login', {
      body: 'email=a@b.co',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
    expect(await messageOf(response)).toBe(
      'Content-Type "application/x-www-form-urlencoded" is not accepted; expected application/json',
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

  it('forces the status of x-mock-status with a message, or an empty 204', async () => {
    const forced = await call('POST', '/v1/partner_master/login', {
      json: { email: 'admin@backoffice.test', password: 'password123' },
      headers: { 'x-mock-status': '503' },
    });
    expect(forced.status).toBe(503);
    expect(await messageOf(forced)).toBe('Forced by x-mock-status: 503');
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
      'Authorization, Content-Type, x-mock-status, x-mock-delay',
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
