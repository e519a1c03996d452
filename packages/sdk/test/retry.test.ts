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
    const policy = retryPolicy(true, { attempts: 9, baseDelayMs: 100, maxDelayMs: 1000 }, true);
    expect(retryDelay(policy, 1, null, 0, () => 0)).toBe(50);
    expect(retryDelay(policy, 1, null, 0, () => 1)).toBe(100);
    expect(retryDelay(policy, 3, null, 0, () => 1)).toBe(400);
    expect(retryDelay(policy, 8, null, 0, () => 1)).toBe(1000);
    expect(retryDelay(policy, 9, null, 0, () => 1)).toBeNull();
    expect(retryDelay(policy, 1, 700)).toBe(700);
    expect(retryDelay(policy, 1, 5000)).toBeNull();
  });

  it('with a budget, waits only when the next try would begin within it', () => {
    const policy = retryPolicy(
      true,
      { attempts: Infinity, baseDelayMs: 500, budgetMs: 10_000 },
      true,
    );
    expect(retryDelay(policy, 4, null, 6001, () => 0.9999)).toBeNull();
    expect(retryDelay(policy, 4, null, 6001, () => 0)).toBe(2000);
    expect(retryDelay(policy, 1, 3000, 7000)).toBe(3000);
    expect(retryDelay(policy, 1, 3000, 7001)).toBeNull();
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

  it('never sends twice a GET that writes (x-changes-state), as it would a read', async () => {
    const fake = sequence([503, 503]);
    const client = createApiClient({ baseUrl, auth: 't', fetch: fake.fetch, retry: fast });
    const toggle = client.GET('/v1/admindata/setuseractive', { params: { query: { id: 1 } } });
    await expect(toggle).rejects.toMatchObject({ status: 503, attempts: 1 });
    expect(fake.requests).toHaveLength(1);
  });

  it('tries only the statuses retryStatus names', async () => {
    const fake = sequence([500, 501, 429]);
    const retryStatus = (status: number) => status >= 500;
    const client = createApiClient({
      baseUrl,
      auth: 't',
      fetch: fake.fetch,
      retry: { ...fast, attempts: 9, retryStatus },
    });
    await expect(client.GET('/v1/partner_master/getall')).rejects.toMatchObject({ status: 429 });
    expect(fake.requests).toHaveLength(3);
  });

  describe('within a time budget', () => {
    const busy = { baseDelayMs: 500, maxDelayMs: 4000, budgetMs: 10_000, attempts: Infinity };

    /** The start of each try of a GET answered 503 `failures` times, each after `answerMs`. */
    async function tryTimes(jitter: number, failures = Infinity, answerMs = 0) {
      vi.useFakeTimers();
      vi.spyOn(Math, 'random').mockReturnValue(jitter);
      const start = Date.now();
      const times: number[] = [];
      const fake = fakeFetch(async () => {
        times.push(Date.now() - start);
        if (answerMs > 0) await new Promise((resolve) => setTimeout(resolve, answerMs));
        return times.length > failures ? json(emptyPage) : json({ message: 'sibuk' }, 503);
      });
      const client = createApiClient({ baseUrl, auth: 't', fetch: fake.fetch, retry: busy });
      try {
        const [result] = await Promise.all([
          client.GET('/v1/partner_master/getall').catch((e: unknown) => e),
          vi.runAllTimersAsync(),
        ]);
        return { times, result };
      } finally {
        vi.useRealTimers();
        vi.restoreAllMocks();
      }
    }

    it.each([
      // The shortest waits (half of 0.5, 1, 2, 4, 4… s): the 8th try begins at 9.75 s, a 9th
      // would begin at 11.75 s.
      [0, [0, 250, 750, 1750, 3750, 5750, 7750, 9750]],
      // The longest (0.5, 1, 2, 4 s): the 5th try at 7.5 s, a 6th would begin at 11.5 s.
      [0.9999, [0, 500, 1500, 3500, 7500]],
    ])(
      'with jitter %d, tries a 503 at %j ms, never past the budget, then fails with it',
      async (jitter, expected) => {
        const { times, result } = await tryTimes(jitter);
        expect(times).toEqual(expected);
        expect(result).toMatchObject({ kind: 'http', status: 503 });
      },
    );

    it("counts the tries' own time: 2 s answers leave room for four tries", async () => {
      // Each begins after the last one's 2 s and its wait (0.25, 0.5, 1 s); a 5th would begin
      // at 11.75 s.
      expect((await tryTimes(0, Infinity, 2000)).times).toEqual([0, 2250, 4750, 7750]);
    });

    it("stops waiting when the caller's signal aborts, and reads no more", async () => {
      const fake = sequence([503, 503, 503]);
      const client = createApiClient({ baseUrl, auth: 't', fetch: fake.fetch, retry: busy });
      const stop = new AbortController();
      vi.useFakeTimers();
      try {
        const read = client.GET('/v1/partner_master/getall', { signal: stop.signal });
        const settled = read.catch((e: unknown) => e);
        await vi.advanceTimersByTimeAsync(100);
        stop.abort(new DOMException('left', 'AbortError'));
        expect(await settled).toMatchObject({ kind: 'aborted' });
        await vi.runAllTimersAsync();
        expect(fake.requests).toHaveLength(1);
      } finally {
        vi.useRealTimers();
      }
    });

    it('answers as soon as a try does', async () => {
      const { times, result } = await tryTimes(0, 2);
      expect(result).toMatchObject({ data: emptyPage });
      expect(times).toEqual([0, 250, 750]);
    });
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
