// The client against the real mock API (a child process on a free port): time limits,
// cancelling, retries, a write sent once, signing in again in the middle of paginate, and an
// upload checked before sending. The mock's `x-mock-delay` and `x-mock-status` headers make the
// slow and failing answers.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MockProcess, startMock } from '../../../scripts/mock-process.mjs';
import { type ApiClient, collect, createApiClient, paginate } from '../src/index';
import { rejection } from './rejection';

const admin = { email: 'admin@backoffice.test', password: 'password123' };
const merchant = { email: 'merchant@backoffice.test', password: 'password123' };

let mock: MockProcess;
beforeAll(async () => {
  mock = await startMock();
}, 70_000);
afterAll(() => mock?.stop());

/** Records every request the client sends (after its middleware), by path and page. */
function recorder(client: ApiClient) {
  const sent: string[] = [];
  client.use({
    onRequest: ({ request }) => {
      const url = new URL(request.url);
      const page = url.searchParams.get('page');
      sent.push(`${request.method} ${url.pathname}${page ? ` page ${page}` : ''}`);
    },
  });
  return sent;
}

describe('against the mock API', () => {
  it('ends a slow call at its time limit', async () => {
    const client = createApiClient({ baseUrl: mock.baseUrl, auth: admin });
    const error = await rejection(
      client.GET('/v1/partner_master/getall', {
        headers: { 'x-mock-delay': '3000' },
        timeoutMs: 300,
      }),
    );
    expect(error).toMatchObject({ kind: 'timeout', status: 0, operationId: 'listPartners' });
    expect(error.message).toBe('GET /v1/partner_master/getall timed out after 300 ms');
  });

  it('ends a call the caller aborts while it is under way', async () => {
    const client = createApiClient({ baseUrl: mock.baseUrl, auth: admin });
    await client.GET('/v1/partner_master/getall');
    const controller = new AbortController();
    // Aborted once the request is built and handed to fetch, in the task after.
    client.use({ onRequest: () => void setTimeout(() => controller.abort()) });
    const error = await rejection(
      client.GET('/v1/partner_master/getall', {
        headers: { 'x-mock-delay': '3000' },
        signal: controller.signal,
      }),
    );
    expect(error.kind).toBe('aborted');
    expect(error.message).toBe('GET /v1/partner_master/getall was aborted by the caller');
  });

  it('reads again after two 503s, running the middleware on each try', async () => {
    const client = createApiClient({
      baseUrl: mock.baseUrl,
      auth: admin,
      retry: { baseDelayMs: 10 },
    });
    await client.GET('/v1/partner_master/getall');
    let tries = 0;
    client.use({
      onRequest: ({ request }) => {
        tries += 1;
        if (tries <= 2) request.headers.set('x-mock-status', '503');
        return request;
      },
    });
    const { data } = await client.GET('/v1/partner_master/getall', {
      params: { query: { limit: 5 } },
    });
    expect(tries).toBe(3);
    expect(data.data).toHaveLength(5);
  });

  it('sends a write once when it fails with 503', async () => {
    const client = createApiClient({
      baseUrl: mock.baseUrl,
      auth: admin,
      retry: { baseDelayMs: 1 },
    });
    const sent = recorder(client);
    const error = await rejection(
      client.POST('/v1/partner_master/create', {
        body: {
          name: 'Sekali Saja',
          email: 'sekali@example.co.id',
          phone: '081200000001',
          password: 'password123',
          role: 'P',
        },
        headers: { 'x-mock-status': '503' },
      }),
    );
    expect([error.kind, error.status, error.operationId]).toEqual(['http', 503, 'createPartner']);
    expect(sent.filter((line) => line.startsWith('POST /v1/partner_master/create'))).toHaveLength(
      1,
    );
  });

  it('signs in again when a page answers 401 in the middle of paginate, and goes on', async () => {
    const client = createApiClient({ baseUrl: mock.baseUrl, auth: admin });
    const sent = recorder(client);
    let expired = false;
    client.use({
      onRequest: ({ request }) => {
        // The session ends as page 3 is asked for: the mock answers that one request 401.
        if (!expired && new URL(request.url).searchParams.get('page') === '3') {
          expired = true;
          request.headers.set('x-mock-status', '401');
        }
        return request;
      },
    });
    const all = await collect(client, 'listPartners', { pageSize: 5 });
    const { data } = await client.GET('/v1/partner_master/getall', {
      params: { query: { limit: 1 } },
    });
    expect(all).toHaveLength(data.meta.totaldata);
    expect(new Set(all.map((partner) => partner.id)).size).toBe(data.meta.totaldata);
    expect(sent.slice(0, 6)).toEqual([
      'POST /v1/partner_master/login',
      'GET /v1/partner_master/getall page 1',
      'GET /v1/partner_master/getall page 2',
      'GET /v1/partner_master/getall page 3',
      'POST /v1/partner_master/login',
      'GET /v1/partner_master/getall page 3',
    ]);
  });

  it('uploads a voucher image from bytes, and refuses a file the contract does not take', async () => {
    const client = createApiClient({ baseUrl: mock.baseUrl, auth: merchant });
    const { data: types } = await client.GET('/v1/jvoucher/type');
    const typeId = types.data[0]?.id ?? 1;
    const body = {
      name: 'Voucher Uji SDK',
      voucher_type_id: typeId,
      point: 100,
      quota: 5,
      start_date: '2026-12-01',
      expired_date: '2027-01-31',
      aktif: true,
    };
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const created = await client.POST('/v1/merchant/create_data', {
      body: { ...body, image: { data: png, name: 'voucher.png', type: 'image/png' } },
    });
    expect(created.data.data.name).toBe('Voucher Uji SDK');
    const sent = recorder(client);
    const error = await rejection(
      client.POST('/v1/merchant/create_data', {
        body: { ...body, image: { data: png, name: 'voucher.gif', type: 'image/gif' } },
      }),
    );
    expect([error.kind, error.fields]).toEqual([
      'invalid-request',
      [{ in: 'body', name: 'image', message: 'Gambar harus berupa gambar JPG, PNG atau WEBP.' }],
    ]);
    expect(sent).toEqual([]);
  });
});

describe('a long job under the flaky scenario', () => {
  // The soak (scripts/flaky-export.mjs) runs seeds 1-10 with the real waits; this is one of its
  // runs with 1 ms waits, in a data scope of its own.
  it('reads all 10,000 partners of `large` with the sign-in failing its first two tries', async () => {
    const scope = { 'x-mock-scope': 'sdk-flaky', 'Content-Type': 'application/json' };
    const control = async (method: string, path: string, body: object) => {
      const init = { method, headers: scope, body: JSON.stringify(body) };
      expect((await fetch(`${mock.baseUrl}/__mock/${path}`, init)).ok).toBe(true);
    };
    await control('PUT', 'scenario', { name: 'large', seed: 1 });
    await control('PUT', 'scenario', { name: 'flaky', seed: 1 });
    await control('POST', 'rules', { operationId: 'login', status: 503, times: 2 });
    const retried: string[] = [];
    const client = createApiClient({
      baseUrl: mock.baseUrl,
      auth: admin,
      retry: {
        baseDelayMs: 1,
        onRetry: ({ operationId, reason }) => retried.push(`${operationId} ${reason.status}`),
      },
    });
    client.use({
      onRequest: ({ request }) => void request.headers.set('x-mock-scope', 'sdk-flaky'),
    });
    const ids = new Set<number>();
    for await (const partner of paginate(client, 'listPartners', { concurrency: 4 })) {
      ids.add(partner.id);
    }
    expect(ids.size).toBe(10_000);
    expect(retried.slice(0, 2)).toEqual(['login 503', 'login 503']);
    expect(retried.filter((line) => line === 'listPartners 503')).toHaveLength(53);
  }, 30_000);
});

describe('a 2xx answer whose body is broken', () => {
  let server: Server;
  let baseUrl = '';
  beforeAll(async () => {
    server = createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end('{"data": [{"id": 1');
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server?.close());

  it('rejects as invalid-response with the status, and is not retried', async () => {
    const client = createApiClient({ baseUrl, auth: 't' });
    const sent = recorder(client);
    const error = await rejection(client.GET('/v1/partner_master/getall'));
    expect([error.kind, error.status, error.operationId]).toEqual([
      'invalid-response',
      200,
      'listPartners',
    ]);
    expect(error.message).toMatch(
      /^GET \/v1\/partner_master\/getall answered 200 with a body that could not be read: /,
    );
    expect(sent).toHaveLength(1);
  });
});
