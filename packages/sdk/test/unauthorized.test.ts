import { describe, expect, it, vi } from 'vitest';
import { createApiClient, isApiError } from '../src/index';
import { emptyPage, fakeFetch, json } from './fake-fetch';

const baseUrl = 'http://api.test';
const expired = () => json({ message: 'Sesi berakhir, silakan masuk kembali.' }, 401);

function list(client: ReturnType<typeof createApiClient>) {
  return client.GET('/v1/partner_master/getall').catch((error: unknown) => error);
}

describe('onUnauthorized', () => {
  it('is called once for five parallel 401 answers, each call still rejecting', async () => {
    const onUnauthorized = vi.fn();
    const fake = fakeFetch(expired);
    const client = createApiClient({
      baseUrl,
      auth: () => 't',
      onUnauthorized,
      fetch: fake.fetch,
    });
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => list(client)));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(results.every((error) => isApiError(error) && error.status === 401)).toBe(true);
    expect(onUnauthorized.mock.calls[0]?.[0]).toMatchObject({
      status: 401,
      serverMessage: 'Sesi berakhir, silakan masuk kembali.',
    });
  });

  it('stays quiet for 401s sent after the call until a request succeeds again', async () => {
    const onUnauthorized = vi.fn();
    let status = 401;
    const fake = fakeFetch(() => (status === 401 ? expired() : json(emptyPage)));
    const client = createApiClient({
      baseUrl,
      auth: () => 't',
      onUnauthorized,
      fetch: fake.fetch,
    });

    await Promise.all([list(client), list(client)]);
    await list(client); // a refetch racing the redirect: same session loss
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    status = 200; // signed in again
    await client.GET('/v1/partner_master/getall');
    status = 401; // the new session expires: a new burst
    await Promise.all([list(client), list(client), list(client)]);
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('does not re-arm on a success of a request sent before the call', async () => {
    const onUnauthorized = vi.fn();
    let releaseSlow: (response: Response) => void = () => undefined;
    const fake = fakeFetch((request) =>
      request.url.includes('page=9')
        ? new Promise<Response>((resolve) => {
            releaseSlow = resolve;
          })
        : expired(),
    );
    const client = createApiClient({
      baseUrl,
      auth: () => 't',
      onUnauthorized,
      fetch: fake.fetch,
    });
    const slow = client.GET('/v1/partner_master/getall', { params: { query: { page: 9 } } });
    await list(client);
    await vi.waitFor(() => expect(fake.requests).toHaveLength(2));
    releaseSlow(json(emptyPage));
    await slow;
    await list(client);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not call it for 403 answers', async () => {
    const onUnauthorized = vi.fn();
    const fake = fakeFetch(() =>
      json({ message: 'Kamu tidak memiliki akses untuk melihat page ini.' }, 403),
    );
    const client = createApiClient({ baseUrl, onUnauthorized, fetch: fake.fetch });
    const error = await list(client);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(isApiError(error) && error.status).toBe(403);
  });
});
