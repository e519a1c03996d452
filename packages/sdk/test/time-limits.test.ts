// The clock is vitest's fake one: a test moves it, so none waits in real time or depends on how
// busy the machine is.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../src/index';
import { emptyPage, fakeFetch, json } from './fake-fetch';
import { rejection } from './rejection';

const baseUrl = 'http://api.test';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

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

/** The call's ApiError once the clock has moved `ms`. */
async function rejectionAfter<T>(ms: number, call: Promise<T>) {
  const settled = rejection(call);
  await vi.advanceTimersByTimeAsync(ms);
  return settled;
}

describe('time limits', () => {
  it("ends a call past the client's timeoutMs, saying so", async () => {
    const client = createApiClient({ baseUrl, auth: 't', fetch: slow(500).fetch, timeoutMs: 50 });
    const error = await rejectionAfter(50, client.GET('/v1/partner_master/getall'));
    expect(error).toMatchObject({ kind: 'timeout', status: 0, operationId: 'listPartners' });
    expect(error.message).toBe('GET /v1/partner_master/getall timed out after 50 ms');
  });

  it("lets a call's timeoutMs replace the client's", async () => {
    const client = createApiClient({ baseUrl, auth: 't', fetch: slow(100).fetch, timeoutMs: 20 });
    const answer = client.GET('/v1/partner_master/getall', { timeoutMs: 1000 });
    await vi.advanceTimersByTimeAsync(100);
    await expect(answer).resolves.toMatchObject({ data: emptyPage });
    const unlimited = createApiClient({ baseUrl, auth: 't', fetch: slow(500).fetch });
    const error = await rejectionAfter(
      30,
      unlimited.GET('/v1/partner_master/getall', { timeoutMs: 30 }),
    );
    expect(error.message).toBe('GET /v1/partner_master/getall timed out after 30 ms');
  });

  it('starts the clock with the call, not with the client', async () => {
    const client = createApiClient({ baseUrl, auth: 't', fetch: slow(60).fetch, timeoutMs: 150 });
    await vi.advanceTimersByTimeAsync(200);
    const answer = client.GET('/v1/partner_master/getall');
    await vi.advanceTimersByTimeAsync(60);
    await expect(answer).resolves.toMatchObject({ data: emptyPage });
  });

  it('counts the waits between tries in the time limit', async () => {
    const fake = fakeFetch(() => json({ message: 'x' }, 503, { 'Retry-After': '1' }));
    const client = createApiClient({ baseUrl, auth: 't', fetch: fake.fetch, timeoutMs: 100 });
    const error = await rejectionAfter(100, client.GET('/v1/partner_master/getall'));
    expect([error.kind, error.attempts]).toEqual(['timeout', 1]);
    expect(fake.requests).toHaveLength(1);
  });

  it("reports a caller's AbortSignal.timeout as a timeout, keeping its reason", async () => {
    const client = createApiClient({ baseUrl, auth: 't', fetch: slow(500).fetch });
    // What AbortSignal.timeout aborts with, without waiting on Node's own clock for it.
    const timedOut = new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    const signal = AbortSignal.abort(timedOut);
    const error = await rejection(client.GET('/v1/partner_master/getall', { signal }));
    expect(error.kind).toBe('timeout');
    expect(error.cause).toBe(signal.reason);
    expect(error.message).toBe(
      "GET /v1/partner_master/getall timed out by the caller's signal: The operation was aborted due to timeout",
    );
  });
});

describe('cancelling', () => {
  it("ends a call when the caller's signal aborts, keeping the caller's reason", async () => {
    const controller = new AbortController();
    const fake = slow(500);
    const client = createApiClient({ baseUrl, auth: 't', fetch: fake.fetch, timeoutMs: 5000 });
    const settled = rejection(
      client.GET('/v1/partner_master/getall', { signal: controller.signal }),
    );
    await vi.waitFor(() => expect(fake.requests).toHaveLength(1));
    const reason = new Error('the job was cancelled');
    controller.abort(reason);
    const error = await settled;
    expect(error).toMatchObject({ kind: 'aborted', status: 0, cause: reason });
    expect(error.message).toBe('GET /v1/partner_master/getall was aborted by the caller');
  });

  it('sends nothing for a signal already aborted', async () => {
    const fake = slow(10);
    const client = createApiClient({ baseUrl, auth: 't', fetch: fake.fetch });
    const error = await rejection(
      client.GET('/v1/partner_master/getall', { signal: AbortSignal.abort() }),
    );
    expect(error.kind).toBe('aborted');
    expect(fake.requests).toHaveLength(0);
  });
});
