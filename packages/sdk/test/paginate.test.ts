import { describe, expect, it, vi } from 'vitest';
import { collect, createApiClient, pagedOperations, paginate } from '../src/index';
import { fakeFetch, json } from './fake-fetch';
import { rejection } from './rejection';

const baseUrl = 'http://api.test';

/**
 * A list of `total` rows `{ id }`, paged as the API pages, under `key`; `delayMs` per page on
 * vitest's fake clock (see `whileClockRuns`).
 */
function pagedApi(total: number, key = 'data', delayMs = 0) {
  let inFlight = 0;
  let mostInFlight = 0;
  const fake = fakeFetch(async (request) => {
    const url = new URL(request.url);
    const page = Number(url.searchParams.get('page'));
    const limit = Number(url.searchParams.get('limit'));
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    inFlight -= 1;
    const ids = Array.from({ length: total }, (_, i) => ({ id: i + 1 }));
    const rows = ids.slice((page - 1) * limit, page * limit);
    const meta = {
      page,
      totalpage: Math.ceil(total / limit),
      totaldata: total,
      totalDataOnPage: rows.length,
      totalActive: 0,
    };
    return json({ [key]: rows, meta });
  });
  return { fake, mostInFlight: () => mostInFlight };
}

/** Runs `job` on the fake clock, moved until no timer is left: the pages' delays take no time. */
async function whileClockRuns<T>(job: () => Promise<T>): Promise<T> {
  vi.useFakeTimers();
  try {
    const done = job();
    await vi.runAllTimersAsync();
    return await done;
  } finally {
    vi.useRealTimers();
  }
}

describe('paginate', () => {
  it('yields every row in order, reading pages at the largest limit', async () => {
    const { fake } = pagedApi(250);
    const client = createApiClient({ baseUrl, auth: 't', fetch: fake.fetch });
    const ids: number[] = [];
    for await (const partner of paginate(client, 'listPartners', { query: { search: 'a' } })) {
      ids.push(partner.id);
    }
    expect(ids).toEqual(Array.from({ length: 250 }, (_, i) => i + 1));
    expect(fake.requests.map((request) => new URL(request.url).search)).toEqual([
      '?search=a&page=1&limit=100',
      '?search=a&page=2&limit=100',
      '?search=a&page=3&limit=100',
    ]);
  });

  it("reads the surveys' rows under `survey`", async () => {
    expect(pagedOperations.listSurveys.rows).toBe('survey');
    const { fake } = pagedApi(120, 'survey');
    const client = createApiClient({ baseUrl, auth: 't', fetch: fake.fetch });
    expect(await collect(client, 'listSurveys')).toHaveLength(120);
  });

  it('reads ahead up to `concurrency` pages, still yielding in order', async () => {
    const { fake, mostInFlight } = pagedApi(1000, 'data', 5);
    const client = createApiClient({ baseUrl, auth: 't', fetch: fake.fetch });
    const rows = await whileClockRuns(() => collect(client, 'listPartners', { concurrency: 4 }));
    expect(rows.map((row) => row.id)).toEqual(Array.from({ length: 1000 }, (_, i) => i + 1));
    expect(mostInFlight()).toBe(4);
  });

  it('reads one page at a time by default', async () => {
    const { fake, mostInFlight } = pagedApi(500, 'data', 2);
    const client = createApiClient({ baseUrl, auth: 't', fetch: fake.fetch });
    await whileClockRuns(() => collect(client, 'listPartners'));
    expect(mostInFlight()).toBe(1);
  });

  it('stops at `max` rows without reading the pages after them', async () => {
    const { fake } = pagedApi(1000);
    const client = createApiClient({ baseUrl, auth: 't', fetch: fake.fetch });
    const rows = await collect(client, 'listPartners', { max: 150, pageSize: 50 });
    expect(rows).toHaveLength(150);
    expect(fake.requests).toHaveLength(3);
  });

  it('reads one page for an empty list', async () => {
    const { fake } = pagedApi(0);
    const client = createApiClient({ baseUrl, auth: 't', fetch: fake.fetch });
    expect(await collect(client, 'listPartners')).toEqual([]);
    expect(fake.requests).toHaveLength(1);
  });

  it("rejects with the failed page's error, naming the page", async () => {
    const fake = fakeFetch((request) =>
      new URL(request.url).searchParams.get('page') === '2'
        ? json({ message: 'Halaman tidak valid.' }, 400)
        : json({ data: [{ id: 1 }], meta: { page: 1, totalpage: 3, totaldata: 3 } }),
    );
    const client = createApiClient({ baseUrl, auth: 't', fetch: fake.fetch });
    const error = await rejection(collect(client, 'listPartners', { concurrency: 3 }));
    expect([error.status, error.page, error.message]).toEqual([
      400,
      2,
      'GET /v1/partner_master/getall (page 2) answered 400: Halaman tidak valid.',
    ]);
  });

  it('refuses an operation that is not paged as invalid-request, sending nothing', async () => {
    const { fake } = pagedApi(10);
    const client = createApiClient({ baseUrl, auth: 't', fetch: fake.fetch });
    // What a JavaScript tool can write; TypeScript refuses it.
    const error = await rejection(collect(client, 'listPartner' as 'listPartners'));
    expect([error.kind, error.operationId, error.message]).toEqual([
      'invalid-request',
      'listPartner',
      'paginate: listPartner is not a paged operation (see pagedOperations)',
    ]);
    expect(fake.requests).toHaveLength(0);
  });

  it('resumes from `startPage`', async () => {
    const { fake } = pagedApi(250);
    const client = createApiClient({ baseUrl, auth: 't', fetch: fake.fetch });
    const rows = await collect(client, 'listPartners', { startPage: 2 });
    expect(rows.map((row) => row.id)).toEqual(Array.from({ length: 150 }, (_, i) => i + 101));
    expect(fake.requests.map((request) => new URL(request.url).searchParams.get('page'))).toEqual([
      '2',
      '3',
    ]);
  });

  it("holds `pageSize` to the contract's largest limit", async () => {
    const { fake } = pagedApi(150);
    const client = createApiClient({ baseUrl, auth: 't', fetch: fake.fetch });
    expect(await collect(client, 'listPartners', { pageSize: 500 })).toHaveLength(150);
    expect(fake.requests.map((request) => new URL(request.url).searchParams.get('limit'))).toEqual([
      '100',
      '100',
    ]);
  });

  it.each([
    [{ data: [{ id: 1 }] }, 'its meta.totalpage is not an integer'],
    [{ rows: [{ id: 1 }], meta: { page: 1, totalpage: 1 } }, 'its data is not an array'],
  ])('rejects a page of the wrong shape as invalid-response (%j)', async (body, problem) => {
    const client = createApiClient({
      baseUrl,
      auth: 't',
      fetch: fakeFetch(() => json(body)).fetch,
    });
    const error = await rejection(collect(client, 'listPartners'));
    expect([error.kind, error.status, error.operationId, error.page, error.message]).toEqual([
      'invalid-response',
      200,
      'listPartners',
      1,
      `GET /v1/partner_master/getall (page 1) answered 200 with a body that could not be read: The page answer is not a page: ${problem}`,
    ]);
  });

  it('gives each page eight tries of its own by default, even on a client that does not retry', async () => {
    const failures = new Map([
      ['1', 7],
      ['2', 7],
    ]);
    const fake = fakeFetch((request) => {
      const page = new URL(request.url).searchParams.get('page') ?? '';
      const left = failures.get(page) ?? 0;
      failures.set(page, left - 1);
      if (left > 0) return json({ message: 'Sebentar.' }, 503);
      return json({ data: [{ id: Number(page) }], meta: { page: Number(page), totalpage: 2 } });
    });
    const client = createApiClient({ baseUrl, auth: 't', fetch: fake.fetch, retry: false });
    const rows = await whileClockRuns(() => collect(client, 'listPartners'));
    expect(rows.map((row) => row.id)).toEqual([1, 2]);
    expect(fake.requests).toHaveLength(16);
  });

  it("hands each page's meta to `onPage` before its rows, pages in order", async () => {
    const { fake } = pagedApi(250);
    const client = createApiClient({ baseUrl, auth: 't', fetch: fake.fetch });
    const seen: string[] = [];
    for await (const row of paginate(client, 'listPartners', {
      concurrency: 3,
      onPage: (meta) => seen.push(`page ${meta.page} of ${meta.totaldata}`),
    })) {
      if (row.id % 100 === 1) seen.push(`row ${row.id}`);
    }
    expect(seen).toEqual([
      'page 1 of 250',
      'row 1',
      'page 2 of 250',
      'row 101',
      'page 3 of 250',
      'row 201',
    ]);
  });

  it('retries a page with its own `retry` on a client that does not retry', async () => {
    let failures = 1;
    const fake = fakeFetch((request) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      if (page === 2 && failures > 0) {
        failures -= 1;
        return json({ message: 'Sebentar.' }, 503);
      }
      return json({ data: [{ id: page }], meta: { page, totalpage: 2, totaldata: 2 } });
    });
    const client = createApiClient({ baseUrl, auth: 't', fetch: fake.fetch, retry: false });
    const rows = await collect(client, 'listPartners', {
      retry: { attempts: 2, baseDelayMs: 1 },
    });
    expect(rows.map((row) => row.id)).toEqual([1, 2]);
    expect(fake.requests).toHaveLength(3);
  });
});
