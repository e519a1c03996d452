// The client sends requests itself through the global fetch, through a caller's fetch, or,
// while middleware is registered, through openapi-fetch. The behaviour must not depend on which.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiClient, createApiClient, isApiError } from '../src/index';
import { json } from './fake-fetch';

type Respond = (request: Request) => Response;

function setup(mode: string, respond: Respond): { client: ApiClient; requests: Request[] } {
  const requests: Request[] = [];
  const record = async (request: Request) => {
    requests.push(request);
    return respond(request);
  };
  const options = { baseUrl: 'http://api.test/', getToken: () => 'tok' };
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

  it('rejects with ApiError and reads answers without a body', async () => {
    const { client } = setup(mode, (request) =>
      request.method === 'DELETE'
        ? new Response(null, { status: 204 })
        : json({ message: 'Data tidak ditemukan.' }, 404),
    );
    const error = await client
      .GET('/v1/promo/getdetailbyadmin/{id}', { params: { path: { id: 9 } } })
      .catch((e: unknown) => e);
    expect(isApiError(error) && [error.status, error.message]).toEqual([
      404,
      'Data tidak ditemukan.',
    ]);
    const { data } = await client.DELETE('/v1/admindata/deletesurvey/{id}', {
      params: { path: { id: 1 } },
    });
    expect(data).toBeUndefined();
  });
});
