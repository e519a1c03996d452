import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, FALLBACK_MESSAGE, isApiError } from '../src/index';
import { fakeFetch, json } from './fake-fetch';

const baseUrl = 'http://api.test';

async function failure(respond: () => Response | Promise<Response>): Promise<ApiError> {
  const client = createApiClient({ baseUrl, getToken: () => 't', fetch: fakeFetch(respond).fetch });
  const error: unknown = await client.GET('/v1/partner_master/getall').then(
    () => new Error('expected the call to reject'),
    (rejection: unknown) => rejection,
  );
  if (!isApiError(error)) throw error;
  return error;
}

describe('ApiError', () => {
  it('carries the server message and body of a JSON error answer', async () => {
    const error = await failure(() => json({ message: 'Data tidak ditemukan.' }, 404));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(404);
    expect(error.message).toBe('Data tidak ditemukan.');
    expect(error.body).toEqual({ message: 'Data tidak ditemukan.' });
  });

  it('falls back to the fixed text for a non-JSON 500', async () => {
    const error = await failure(
      () =>
        new Response('<html>Bad Gateway</html>', {
          status: 500,
          headers: { 'Content-Type': 'text/html' },
        }),
    );
    expect(error.status).toBe(500);
    expect(error.message).toBe('Maaf, terjadi masalah. Harap coba lagi');
    expect(error.body).toBe('<html>Bad Gateway</html>');
  });

  it('falls back for JSON without a message, or with an empty one', async () => {
    const noMessage = await failure(() => json({ error: 'boom' }, 500));
    expect(noMessage.message).toBe(FALLBACK_MESSAGE);
    expect(noMessage.body).toEqual({ error: 'boom' });
    const blank = await failure(() => json({ message: '  ' }, 400));
    expect(blank.message).toBe(FALLBACK_MESSAGE);
    const empty = await failure(() => new Response(null, { status: 502 }));
    expect(empty.message).toBe(FALLBACK_MESSAGE);
    expect(empty.body).toBeNull();
  });

  it('reports a network failure as status 0 with the fallback text', async () => {
    const error = await failure(() => Promise.reject(new TypeError('fetch failed')));
    expect(error.status).toBe(0);
    expect(error.message).toBe(FALLBACK_MESSAGE);
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('rejects a 2xx answer whose body is not the JSON it claims', async () => {
    const error = await failure(
      () =>
        new Response('{"data": [', {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    expect(error.status).toBe(200);
    expect(error.message).toBe(FALLBACK_MESSAGE);
  });

  it('rejects a 200 answer without a body: every operation answers one', async () => {
    const empty = await failure(() => new Response(null, { status: 200 }));
    expect(empty.status).toBe(200);
    expect(empty.message).toBe(FALLBACK_MESSAGE);
  });

  it('lets a caller cancellation through unchanged', async () => {
    const controller = new AbortController();
    const client = createApiClient({
      baseUrl,
      fetch: (request) => {
        // Abort once the request is in flight, as a user leaving the screen would.
        queueMicrotask(() => controller.abort());
        return new Promise((_, reject) => {
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        });
      },
    });
    const pending = client.GET('/v1/partner_master/getall', { signal: controller.signal });
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('isApiError accepts an ApiError from another copy of the SDK and rejects look-alikes', () => {
    const foreign = Object.assign(new Error('x'), { name: 'ApiError', status: 500 });
    expect(isApiError(foreign)).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError({ name: 'ApiError', status: 500 })).toBe(false);
    expect(isApiError(new ApiError({ status: 0 }))).toBe(true);
  });
});

describe('ApiError.fields', () => {
  it('reads the fields a structured error body names', async () => {
    const body = {
      message: 'Email sudah terdaftar.',
      fields: [{ in: 'body', name: 'email', message: 'Email sudah terdaftar.' }, { bad: true }],
    };
    const error = await failure(() => json(body, 409));
    expect(error.message).toBe('Email sudah terdaftar.');
    expect(error.fields).toEqual([
      { in: 'body', name: 'email', message: 'Email sudah terdaftar.' },
    ]);
  });

  it('is empty when the body names no field', async () => {
    const error = await failure(() => json({ message: 'Data tidak valid.' }, 400));
    expect(error.fields).toEqual([]);
  });
});
