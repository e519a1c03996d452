import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, isApiError } from '../src/index';
import { fakeFetch, json } from './fake-fetch';
import { rejection } from './rejection';

const baseUrl = 'http://api.test';

async function failure(
  respond: (request: Request) => Response | Promise<Response>,
): Promise<ApiError> {
  const client = createApiClient({
    baseUrl,
    auth: () => 't',
    fetch: fakeFetch(respond).fetch,
    retry: false,
  });
  const error: unknown = await client.GET('/v1/partner_master/getall').then(
    () => new Error('expected the call to reject'),
    (rejection: unknown) => rejection,
  );
  if (!isApiError(error)) throw error;
  return error;
}

describe('ApiError', () => {
  it('carries the server message, body, operation and call of a JSON error answer', async () => {
    const error = await failure(() => json({ message: 'Data tidak ditemukan.' }, 404));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'http',
      status: 404,
      operationId: 'listPartners',
      method: 'GET',
      url: 'http://api.test/v1/partner_master/getall',
      serverMessage: 'Data tidak ditemukan.',
      body: { message: 'Data tidak ditemukan.' },
    });
    expect(error.message).toBe('GET /v1/partner_master/getall answered 404: Data tidak ditemukan.');
  });

  it('says only the status for a non-JSON 500, keeping the text as the body', async () => {
    const error = await failure(
      () =>
        new Response('<html>Bad Gateway</html>', {
          status: 500,
          headers: { 'Content-Type': 'text/html' },
        }),
    );
    expect(error.status).toBe(500);
    expect(error.serverMessage).toBeNull();
    expect(error.message).toBe('GET /v1/partner_master/getall answered 500');
    expect(error.body).toBe('<html>Bad Gateway</html>');
  });

  it('has no server message for JSON without one, or with an empty one', async () => {
    const noMessage = await failure(() => json({ error: 'boom' }, 500));
    expect(noMessage.serverMessage).toBeNull();
    expect(noMessage.body).toEqual({ error: 'boom' });
    const blank = await failure(() => json({ message: '  ' }, 400));
    expect(blank.serverMessage).toBeNull();
    expect(blank.message).toBe('GET /v1/partner_master/getall answered 400');
    const empty = await failure(() => new Response(null, { status: 502 }));
    expect(empty.body).toBeNull();
  });

  it('reports a network failure as kind network, status 0, with its cause', async () => {
    const error = await failure(() => Promise.reject(new TypeError('fetch failed')));
    expect(error).toMatchObject({ kind: 'network', status: 0, operationId: 'listPartners' });
    expect(error.message).toBe(
      'GET /v1/partner_master/getall failed before an answer: fetch failed',
    );
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('rejects a 2xx answer whose body is not the JSON it claims as invalid-response', async () => {
    const error = await failure(
      () =>
        new Response('{"data": [', {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    expect(error).toMatchObject({ kind: 'invalid-response', status: 200 });
    expect(error.message).toMatch(
      /^GET \/v1\/partner_master\/getall answered 200 with a body that could not be read: /,
    );
  });

  it('refuses a baseUrl that is not an absolute http(s) URL, or a malformed auth, when the client is made', () => {
    expect(() => createApiClient({ baseUrl: '127.0.0.1:4010' })).toThrow(
      expect.objectContaining({
        kind: 'invalid-request',
        status: 0,
        message: 'createApiClient: baseUrl must be an absolute http(s) URL, not "127.0.0.1:4010"',
      }),
    );
    expect(() => createApiClient({ baseUrl: '/api' })).toThrow(ApiError);
    // What a JavaScript tool can write; TypeScript refuses it.
    expect(() => createApiClient({ baseUrl, auth: { email: 'a@b.co' } as never })).toThrow(
      expect.objectContaining({
        kind: 'invalid-request',
        message: 'createApiClient: auth must be a token, a function or { email, password }',
      }),
    );
  });

  it('rejects a request that cannot be built as invalid-request, sending and retrying nothing', async () => {
    const fake = fakeFetch(() => json({ data: {} }));
    const client = createApiClient({ baseUrl, auth: 't', fetch: fake.fetch });
    const circular: Record<string, unknown> = { name: 'Dewi' };
    circular.self = circular;
    const unserializable = await rejection(
      client.POST('/v1/partner_master/create', { body: circular as never, retry: true }),
    );
    expect([
      unserializable.kind,
      unserializable.status,
      unserializable.attempts,
      unserializable.operationId,
    ]).toEqual(['invalid-request', 0, 0, 'createPartner']);
    expect(unserializable.message).toMatch(
      /^POST \/v1\/partner_master\/create: Converting circular structure/,
    );
    client.use({
      onRequest: () => {
        throw new Error('vault closed');
      },
    });
    const read = await rejection(client.GET('/v1/partner_master/getall'));
    expect([read.kind, read.attempts, read.message]).toEqual([
      'invalid-request',
      0,
      'GET /v1/partner_master/getall: vault closed',
    ]);
    expect(fake.requests).toHaveLength(0);
  });

  it('rejects a 200 answer without a body: every operation answers one', async () => {
    const empty = await failure(() => new Response(null, { status: 200 }));
    expect(empty).toMatchObject({ kind: 'invalid-response', status: 200 });
    expect(empty.message).toBe(
      'GET /v1/partner_master/getall answered 200 with a body that could not be read',
    );
  });

  it('isApiError accepts an ApiError from another copy of the SDK and rejects look-alikes', () => {
    const foreign = Object.assign(new Error('x'), { name: 'ApiError', status: 500 });
    expect(isApiError(foreign)).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError({ name: 'ApiError', status: 500 })).toBe(false);
    expect(isApiError(new ApiError({ status: 0 }))).toBe(true);
  });

  it('builds the kind from the status when none is given', () => {
    expect(new ApiError({ status: 0 }).kind).toBe('network');
    expect(new ApiError({ status: 409, body: { message: 'x' } }).kind).toBe('http');
  });
});

describe('ApiError.fields', () => {
  it('reads the fields a structured error body names', async () => {
    const body = {
      message: 'Email sudah terdaftar.',
      fields: [{ in: 'body', name: 'email', message: 'Email sudah terdaftar.' }, { bad: true }],
    };
    const error = await failure(() => json(body, 409));
    expect(error.serverMessage).toBe('Email sudah terdaftar.');
    expect(error.fields).toEqual([
      { in: 'body', name: 'email', message: 'Email sudah terdaftar.' },
    ]);
  });

  it('is empty when the body names no field', async () => {
    const error = await failure(() => json({ message: 'Data tidak valid.' }, 400));
    expect(error.fields).toEqual([]);
  });
});
