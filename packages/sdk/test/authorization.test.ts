import { describe, expect, it } from 'vitest';
import { createApiClient, operationMeta, publicOperations } from '../src/index';
import { emptyPage, fakeFetch, json } from './fake-fetch';

const baseUrl = 'http://api.test';

describe('Authorization header', () => {
  it('sends the bearer token on an operation that has security', async () => {
    const fake = fakeFetch(() => json(emptyPage));
    const client = createApiClient({ baseUrl, getToken: () => 'tok-123', fetch: fake.fetch });
    await client.GET('/v1/partner_master/getall', { params: { query: { page: 2 } } });
    expect(fake.requests[0]?.headers.get('Authorization')).toBe('Bearer tok-123');
    expect(fake.requests[0]?.url).toBe('http://api.test/v1/partner_master/getall?page=2');
  });

  it('sends no token on the public login operation', async () => {
    const fake = fakeFetch(() => json({ message: 'ok' }));
    const client = createApiClient({ baseUrl, getToken: () => 'tok-123', fetch: fake.fetch });
    await client.POST('/v1/partner_master/login', {
      body: { email: 'admin@backoffice.test', password: 'password123' },
    });
    expect(fake.requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('derives the public set from security: [] in the contract', () => {
    const fromContract = Object.entries(operationMeta)
      .filter(([, meta]) => meta.public)
      .map(([key]) => key);
    expect([...publicOperations].sort()).toEqual(fromContract.sort());
    expect(publicOperations.has('POST /v1/partner_master/login')).toBe(true);
    expect(publicOperations.has('GET /v1/jvoucher/type')).toBe(true);
    expect(publicOperations.has('GET /v1/partner_master/getall')).toBe(false);
  });

  it('sends no header when getToken answers nothing, and awaits an async token source', async () => {
    const fake = fakeFetch(() => json(emptyPage));
    let token: string | undefined;
    const client = createApiClient({ baseUrl, getToken: async () => token, fetch: fake.fetch });
    await client.GET('/v1/partner_master/getall');
    token = 'fresh';
    await client.GET('/v1/partner_master/getall');
    expect(fake.requests[0]?.headers.has('Authorization')).toBe(false);
    expect(fake.requests[1]?.headers.get('Authorization')).toBe('Bearer fresh');
  });

  it('keeps an Authorization header the caller set explicitly', async () => {
    const fake = fakeFetch(() => json(emptyPage));
    const client = createApiClient({ baseUrl, getToken: () => 'stored', fetch: fake.fetch });
    await client.GET('/v1/partner_master/getall', { headers: { Authorization: 'Bearer other' } });
    expect(fake.requests[0]?.headers.get('Authorization')).toBe('Bearer other');
  });

  it('uses the global fetch at call time when no fetch is given', async () => {
    const client = createApiClient({ baseUrl, getToken: () => 't' });
    const original = globalThis.fetch;
    const fake = fakeFetch(() => json(emptyPage));
    globalThis.fetch = (input) => fake.fetch(input as Request);
    try {
      await client.GET('/v1/partner_master/getall');
    } finally {
      globalThis.fetch = original;
    }
    expect(fake.requests).toHaveLength(1);
  });
});
