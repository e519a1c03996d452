import { describe, expect, it } from 'vitest';
import { createApiClient } from '../src/index';
import { emptyPage, fakeFetch, json } from './fake-fetch';
import { rejection } from './rejection';

const baseUrl = 'http://api.test';

/** Answers after `ms`, or rejects as fetch does when the request's signal aborts first. */
function slow(ms: number) {
  return fakeFetch(
    (request) =>
      new Promise<Response>((resolve, reject) => {
        const timer = setTimeout(() => resolve(json(emptyPage)), ms);
        request.signal.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(request.signal.reason);
        });
      }),
  );
}

describe('time limits', () => {
  it("ends a call past the client's timeoutMs, saying so", async () => {
    const client = createApiClient({ baseUrl, auth: 't', fetch: slow(500).fetch, timeoutMs: 50 });
    const error = await rejection(client.GET('/v1/partner_master/getall'));
    expect(error).toMatchObject({ kind: 'timeout', status: 0, operationId: 'listPartners' });
    expect(error.message).toBe('GET /v1/partner_master/getall timed out after 50 ms');
  });

  it("lets a call's timeoutMs replace the client's", async () => {
    const client = createApiClient({ baseUrl, auth: 't', fetch: slow(100).fetch, timeoutMs: 20 });
    await expect(
      client.GET('/v1/partner_master/getall', { timeoutMs: 1000 }),
    ).resolves.toMatchObject({ data: emptyPage });
    const error = await rejection(
      createApiClient({ baseUrl, auth: 't', fetch: slow(500).fetch }).GET(
        '/v1/partner_master/getall',
        { timeoutMs: 30 },
      ),
    );
    expect(error.message).toBe('GET /v1/partner_master/getall timed out after 30 ms');
  });

  it('starts the clock with the call, not with the client', async () => {
    const client = createApiClient({ baseUrl, auth: 't', fetch: slow(60).fetch, timeoutMs: 150 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(client.GET('/v1/partner_master/getall')).resolves.toMatchObject({
      data: emptyPage,
    });
  });

  it('counts the waits between tries in the time limit', async () => {
    const fake = fakeFetch(() => json({ message: 'x' }, 503, { 'Retry-After': '1' }));
    const client = createApiClient({ baseUrl, auth: 't', fetch: fake.fetch, timeoutMs: 100 });
    const started = Date.now();
    const error = await rejection(client.GET('/v1/partner_master/getall'));
    expect(error.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(900);
    expect(fake.requests).toHaveLength(1);
  });
});

describe('cancelling', () => {
  it("ends a call when the caller's signal aborts, saying so", async () => {
    const controller = new AbortController();
    const client = createApiClient({ baseUrl, auth: 't', fetch: slow(500).fetch, timeoutMs: 5000 });
    const pending = client.GET('/v1/partner_master/getall', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const error = await rejection(pending);
    expect(error).toMatchObject({ kind: 'aborted', status: 0 });
    expect(error.message).toBe('GET /v1/partner_master/getall was aborted by the caller');
  });

  it('sends nothing for a signal already aborted', async () => {
    const fake = slow(10);
    const client = createApiClient({ baseUrl, auth: 't', fetch: fake.fetch });
    const error = await rejection(
      client.GET('/v1/partner_master/getall', { signal: AbortSignal.abort() }),
    );
    expect(error.kind).toBe('aborted');
  });
});
