// Every call goes through openapi-fetch's request building; what sends it may be the global
// fetch, a caller's fetch, or either behind middleware. The behaviour must not depend on which.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiClient, createApiClient, isApiError } from '../src/index';
import { emptyPage, fakeFetch, json } from './fake-fetch';

type Respond = (request: Request) => Response;

function setup(mode: string, respond: Respond): { client: ApiClient; requests: Request[] } {
  const requests: Request[] = [];
  const record = async (request: Request) => {
    requests.push(request);
    return respond(request);
  };
  const options = { baseUrl: 'http://api.test/', auth: () => 'tok' };
  if (mode === 'global fetch') {
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      record(new Request(input, init)),
    );
    return { client: createApiClient(options), requests };
  }
  const client = createApiClient({ ...options, fetch: record });
  if (mode === 'middleware') {
    client.use({ onRequest: ({ request }) => request });
  }
  return { client, requests };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe.each(['global fetch', 'caller fetch', 'middleware'])('through %s', (mode) => {
  it('builds the URL, sends JSON and the token, and answers data', async () => {
    const { client, requests } = setup(mode, () => json({ message: 'ok', data: { id: 3 } }));
    const { data } = await client.PUT('/v1/promo/delete/{id}', {
      params: { path: { id: 3 } },
    });
    expect(data).toEqual({ message: 'ok', data: { id: 3 } });
    expect(requests[0]?.url).toBe('http://api.test/v1/promo/delete/3');
    expect(requests[0]?.method).toBe('PUT');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer tok');

    await client.POST('/v1/partner_master/login', {
      body: { email: 'admin@backoffice.test', password: 'password123' },
    });
    expect(requests[1]?.headers.get('Content-Type')).toBe('application/json');
    expect(requests[1]?.headers.has('Authorization')).toBe(false);
    expect(await requests[1]?.json()).toEqual({
      email: 'admin@backoffice.test',
      password: 'password123',
    });
  });

  it('sends multipart bodies as FormData', async () => {
    const { client, requests } = setup(mode, () => json({ message: 'ok' }, 201));
    await client.PUT('/v1/kreator/update/background', {
      body: { background: new File(['png'], 'bg.png', { type: 'image/png' }) },
    });
    expect(requests[0]?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await requests[0]?.formData();
    const file = form?.get('background');
    expect(file instanceof File && file.name).toBe('bg.png');
  });

  it('rejects with ApiError, a 204 included', async () => {
    const { client } = setup(mode, (request) =>
      request.method === 'DELETE'
        ? new Response(null, { status: 204 })
        : json({ message: 'Data tidak ditemukan.' }, 404),
    );
    const error = await client
      .GET('/v1/promo/getdetailbyadmin/{id}', { params: { path: { id: 9 } } })
      .catch((e: unknown) => e);
    expect(isApiError(error) && [error.status, error.serverMessage, error.message]).toEqual([
      404,
      'Data tidak ditemukan.',
      'GET /v1/promo/getdetailbyadmin/9 answered 404: Data tidak ditemukan.',
    ]);
    // No operation of the contract answers 204: its answer would be data typed as a body.
    const empty = await client
      .DELETE('/v1/admindata/deletesurvey/{id}', { params: { path: { id: 1 } } })
      .catch((e: unknown) => e);
    expect(isApiError(empty) && [empty.kind, empty.status]).toEqual(['invalid-response', 204]);
  });
});

describe('middleware', () => {
  it('sees failed answers before the SDK rejects them', async () => {
    const fake = fakeFetch(() => json({ message: 'Data tidak ditemukan.' }, 404));
    const client = createApiClient({
      baseUrl: 'http://api.test',
      auth: () => 'tok',
      fetch: fake.fetch,
    });
    const statuses: number[] = [];
    client.use({
      onResponse: ({ response }) => {
        statuses.push(response.status);
      },
    });
    const error = await client.GET('/v1/partner_master/getall').catch((e: unknown) => e);
    expect(isApiError(error) && [error.status, error.serverMessage]).toEqual([
      404,
      'Data tidak ditemukan.',
    ]);
    expect(statuses).toEqual([404]);
    expect(fake.requests[0]?.headers.get('Authorization')).toBe('Bearer tok');
  });

  it('may set its own Authorization header (a token refresh, say), which the SDK keeps', async () => {
    const fake = fakeFetch(() => json(emptyPage));
    const client = createApiClient({
      baseUrl: 'http://api.test',
      auth: () => 'stale',
      fetch: fake.fetch,
    });
    client.use({
      onRequest: ({ request }) => {
        request.headers.set('Authorization', 'Bearer refreshed');
        return request;
      },
    });
    await client.GET('/v1/partner_master/getall');
    expect(fake.requests[0]?.headers.get('Authorization')).toBe('Bearer refreshed');
  });

  it('can replace an answer, and the SDK judges the answer it hands back', async () => {
    const onUnauthorized = vi.fn();
    const client = createApiClient({
      baseUrl: 'http://api.test',
      onUnauthorized,
      fetch: async () => json({ message: 'Sesi berakhir, silakan masuk kembali.' }, 401),
    });
    const recover = { onResponse: () => json({ message: 'ok', data: { id: 3 } }) };
    client.use(recover);
    const { data } = await client.PUT('/v1/promo/delete/{id}', { params: { path: { id: 3 } } });
    expect(data).toEqual({ message: 'ok', data: { id: 3 } });
    expect(onUnauthorized).not.toHaveBeenCalled();

    client.eject(recover);
    const error = await client
      .PUT('/v1/promo/delete/{id}', { params: { path: { id: 3 } } })
      .catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
