import { describe, expect, it, vi } from 'vitest';
import { createApiClient, isApiError } from '../src/index';
import { retryAfterMs, retryDelay, retryPolicy } from '../src/retry';
import { emptyPage, fakeFetch, json } from './fake-fetch';

const baseUrl = 'http://api.test';
const fast = { attempts: 3, baseDelayMs: 1, maxDelayMs: 2000 };

/** Answers `statuses` in turn (a 200 page after them); the first failure carries `headers`. */
function sequence(statuses: readonly (number | 'network')[], headers: Record<string, string> = {}) {
  let index = 0;
  return fakeFetch(() => {
    const status = statuses[index] ?? 200;
    index += 1;
    if (status === 'network') return Promise.reject(new TypeError('fetch failed'));
    if (status === 200) return json(emptyPage);
    return json({ message: `status ${status}` }, status, index === 1 ? headers : {});
  });
}

describe('retry policy', () => {
  it('retries reads by default and writes only when the call opts in', () => {
    expect(retryPolicy(true, undefined, undefined).attempts).toBe(4);
    expect(retryPolicy(false, undefined, undefined).attempts).toBe(1);
    expect(retryPolicy(false, undefined, true).attempts).toBe(4);
    expect(retryPolicy(true, undefined, false).attempts).toBe(1);
    expect(retryPolicy(true, false, undefined).attempts).toBe(1);
    expect(retryPolicy(false, { attempts: 5 }, true).attempts).toBe(5);
    expect(retryPolicy(true, { attempts: 5 }, { attempts: 2 }).attempts).toBe(2);
  });

  it('reads Retry-After as seconds or as a date', () => {
    expect(retryAfterMs('2')).toBe(2000);
    expect(retryAfterMs('Thu, 26 Nov 2026 06:00:03 GMT', Date.UTC(2026, 10, 26, 6, 0, 0))).toBe(
      3000,
    );
    expect(retryAfterMs(null)).toBeNull();
    expect(retryAfterMs('soon')).toBeNull();
  });

  it('backs off exponentially with jitter, and gives up on a Retry-After past the longest wait', () => {
    const policy = { attempts: 5, baseDelayMs: 100, maxDelayMs: 1000 };
    expect(retryDelay(policy, 1, null, () => 0)).toBe(50);
    expect(retryDelay(policy, 1, null, () => 1)).toBe(100);
    expect(retryDelay(policy, 3, null, () => 1)).toBe(400);
    expect(retryDelay(policy, 8, null, () => 1)).toBe(1000);
    expect(retryDelay(policy, 1, 700)).toBe(700);
    expect(retryDelay(policy, 1, 5000)).toBeNull();
  });
});

describe('retries', () => {
  it("reads again after two 503s, waiting what the first one's Retry-After says", async () => {
    const fake = sequence([503, 503], { 'Retry-After': '1' });
    const client = createApiClient({ baseUrl, auth: 't', fetch: fake.fetch, retry: fast });
    vi.useFakeTimers();
    try {
      const answer = client.GET('/v1/partner_master/getall');
      // The first wait is the second Retry-After asks for, not the 1 ms backoff.
      await vi.advanceTimersByTimeAsync(999);
      expect(fake.requests).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1 + fast.maxDelayMs);
      expect((await answer).data).toEqual(emptyPage);
      expect(fake.requests).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([429, 502, 504, 'network'] as const)('reads again after %s', async (status) => {
    const fake = sequence([status]);
    const client = createApiClient({ baseUrl, auth: 't', fetch: fake.fetch, retry: fast });
    await client.GET('/v1/partner_master/getall');
    expect(fake.requests).toHaveLength(2);
  });

  it('gives up after the last try with the last answer', async () => {
    const fake = sequence([503, 503, 503, 503]);
    const client = createApiClient({ baseUrl, auth: 't', fetch: fake.fetch, retry: fast });
    const error = await client.GET('/v1/partner_master/getall').catch((e: unknown) => e);
    expect(isApiError(error) && [error.kind, error.status, error.serverMessage]).toEqual([
      'http',
      503,
      'status 503',
    ]);
    expect(fake.requests).toHaveLength(3);
  });

  it.each([400, 401, 404, 500])('does not read again after %i', async (status) => {
    const fake = sequence([status]);
    const client = createApiClient({ baseUrl, auth: 't', fetch: fake.fetch, retry: fast });
    await expect(client.GET('/v1/partner_master/getall')).rejects.toMatchObject({ status });
    expect(fake.requests).toHaveLength(1);
  });

  it('does not send a write twice unless the call asks', async () => {
    const fake = sequence([503, 503]);
    const client = createApiClient({ baseUrl, auth: 't', fetch: fake.fetch, retry: fast });
    const body = { partner_code: 'GAJIAN25' };
    const create = (retry?: boolean) =>
      client.POST('/v1/partner/create', { body, ...(retry ? { retry } : {}) });
    await expect(create()).rejects.toMatchObject({ kind: 'http', status: 503, attempts: 1 });
    expect(fake.requests).toHaveLength(1);
    await create(true);
    expect(fake.requests).toHaveLength(3);
    expect(await fake.requests[2]?.json()).toEqual(body);
  });

  it('signs in like a read: again after a 503 or a dropped connection', async () => {
    const fake = sequence([503, 'network']);
    const client = createApiClient({ baseUrl, auth: 't', fetch: fake.fetch, retry: fast });
    const body = { email: 'a@b.co', password: 'password123' };
    await client.POST('/v1/partner_master/login', { body });
    expect(fake.requests).toHaveLength(3);
  });

  it('tries any call again after a refused connection: nothing was sent', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:4010'), {
      code: 'ECONNREFUSED',
    });
    let calls = 0;
    const fake = fakeFetch(() => {
      calls += 1;
      return calls === 1
        ? Promise.reject(new TypeError('fetch failed', { cause: refused }))
        : json(emptyPage);
    });
    const client = createApiClient({ baseUrl, auth: 't', fetch: fake.fetch, retry: fast });
    await client.POST('/v1/partner/create', { body: { partner_code: 'GAJIAN25' } });
    expect(fake.requests).toHaveLength(2);
  });

  it('tells onRetry each failed try, and counts the tries in the error', async () => {
    const fake = sequence([503, 'network', 503, 503]);
    const seen: string[] = [];
    const client = createApiClient({
      baseUrl,
      auth: 't',
      fetch: fake.fetch,
      retry: {
        ...fast,
        onRetry: ({ operationId, attempt, reason, delayMs }) =>
          seen.push(`${operationId} ${attempt} ${reason.kind} ${reason.status} ${delayMs >= 0}`),
      },
    });
    const error = await client.GET('/v1/partner_master/getall').catch((e: unknown) => e);
    expect(seen).toEqual(['listPartners 1 http 503 true', 'listPartners 2 network 0 true']);
    expect(isApiError(error) && [error.attempts, error.message]).toEqual([
      3,
      'GET /v1/partner_master/getall answered 503 after 3 tries: status 503',
    ]);
  });

  it('runs the middleware again on every try', async () => {
    const fake = sequence([503, 503]);
    const client = createApiClient({ baseUrl, auth: 't', fetch: fake.fetch, retry: fast });
    let tries = 0;
    client.use({
      onRequest: ({ request }) => {
        tries += 1;
        request.headers.set('x-try', String(tries));
        return request;
      },
    });
    await client.GET('/v1/partner_master/getall');
    expect(fake.requests.map((request) => request.headers.get('x-try'))).toEqual(['1', '2', '3']);
  });
});
