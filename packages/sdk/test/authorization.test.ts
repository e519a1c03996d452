import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createApiClient, operationMeta, publicOperations } from '../src/index';
import { emptyPage, fakeFetch, json } from './fake-fetch';

const baseUrl = 'http://api.test';

type UntypedCall = (path: string, init: object) => Promise<unknown>;
type Operation = { security?: unknown[] };

/** [METHOD, path, secured] for every operation of api/openapi.yaml. */
function contractOperations(): [string, string, boolean][] {
  const contract = parse(readFileSync(resolve(__dirname, '../../../api/openapi.yaml'), 'utf8'));
  const globallySecured = (contract.security ?? []).length > 0;
  const methods = ['get', 'put', 'post', 'delete', 'patch'];
  return Object.entries(contract.paths as Record<string, Record<string, Operation>>).flatMap(
    ([path, item]) =>
      methods
        .filter((method) => item[method] !== undefined)
        .map((method): [string, string, boolean] => {
          const security = item[method]?.security;
          const secured = security === undefined ? globallySecured : security.length > 0;
          return [method.toUpperCase(), path, secured];
        }),
  );
}

describe('Authorization header', () => {
  it('sends the bearer token on an operation that has security', async () => {
    const fake = fakeFetch(() => json(emptyPage));
    const client = createApiClient({ baseUrl, auth: () => 'tok-123', fetch: fake.fetch });
    await client.GET('/v1/partner_master/getall', { params: { query: { page: 2 } } });
    expect(fake.requests[0]?.headers.get('Authorization')).toBe('Bearer tok-123');
    expect(fake.requests[0]?.url).toBe('http://api.test/v1/partner_master/getall?page=2');
  });

  it('sends no token on the public login operation', async () => {
    const fake = fakeFetch(() => json({ message: 'ok' }));
    const client = createApiClient({ baseUrl, auth: () => 'tok-123', fetch: fake.fetch });
    await client.POST('/v1/partner_master/login', {
      body: { email: 'admin@backoffice.test', password: 'password123' },
    });
    expect(fake.requests[0]?.headers.has('Authorization')).toBe(false);
  });

  // Read from the YAML here, apart from the generator, so a generator bug cannot hide itself.
  it.each(contractOperations())(
    '%s %s carries the token exactly when the contract secures it',
    async (method, path, secured) => {
      const fake = fakeFetch(() => json({}));
      const client = createApiClient({ baseUrl, auth: () => 'tok-123', fetch: fake.fetch });
      const call = (client as unknown as Record<string, UntypedCall>)[method];
      // Path parameters filled with 7; no body: the header is decided before any body is read.
      const params = Object.fromEntries(
        [...path.matchAll(/\{(\w+)\}/g)].map((match) => [match[1], 7]),
      );
      await call?.(path, { params: { path: params } }).catch(() => undefined);
      const request = fake.requests[0];
      expect(request?.method).toBe(method);
      expect(request?.url).toBe(`${baseUrl}${path.replace(/\{\w+\}/g, '7')}`);
      expect(request?.headers.get('Authorization')).toBe(secured ? 'Bearer tok-123' : null);
    },
  );

  it('finds every operation and the public ones in the contract', () => {
    const operations = contractOperations();
    expect(operations.length).toBe(Object.keys(operationMeta).length);
    const open = operations.filter(([, , secured]) => !secured).map(([m, p]) => `${m} ${p}`);
    expect(open).toEqual(
      expect.arrayContaining(['POST /v1/partner_master/login', 'GET /v1/jvoucher/type']),
    );
    expect([...publicOperations].sort()).toEqual(open.sort());
  });

  it('sends no header when the auth function answers nothing, and awaits an async token source', async () => {
    const fake = fakeFetch(() => json(emptyPage));
    let token: string | undefined;
    const client = createApiClient({ baseUrl, auth: async () => token, fetch: fake.fetch });
    await client.GET('/v1/partner_master/getall');
    token = 'fresh';
    await client.GET('/v1/partner_master/getall');
    expect(fake.requests[0]?.headers.has('Authorization')).toBe(false);
    expect(fake.requests[1]?.headers.get('Authorization')).toBe('Bearer fresh');
  });

  it('keeps an Authorization header the caller set explicitly', async () => {
    const fake = fakeFetch(() => json(emptyPage));
    const client = createApiClient({ baseUrl, auth: () => 'stored', fetch: fake.fetch });
    await client.GET('/v1/partner_master/getall', { headers: { Authorization: 'Bearer other' } });
    expect(fake.requests[0]?.headers.get('Authorization')).toBe('Bearer other');
  });

  it('uses the global fetch at call time when no fetch is given', async () => {
    const client = createApiClient({ baseUrl, auth: () => 't' });
    const original = globalThis.fetch;
    const fake = fakeFetch(() => json(emptyPage));
    // Without middleware the SDK hands fetch a URL and an init, as a bare call does.
    globalThis.fetch = (input, init) => fake.fetch(new Request(input, init));
    try {
      await client.GET('/v1/partner_master/getall', { params: { query: { search: 'budi' } } });
      await client.POST('/v1/partner_master/login', { body: { email: 'a@b.co', password: 'x' } });
    } finally {
      globalThis.fetch = original;
    }
    const [read, login] = fake.requests;
    expect([read?.method, read?.url, read?.headers.get('Authorization')]).toEqual([
      'GET',
      `${baseUrl}/v1/partner_master/getall?search=budi`,
      'Bearer t',
    ]);
    expect([login?.method, await login?.json(), login?.headers.get('Authorization')]).toEqual([
      'POST',
      { email: 'a@b.co', password: 'x' },
      null,
    ]);
  });
});
