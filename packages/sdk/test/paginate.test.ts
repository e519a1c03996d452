import { describe, expect, it } from 'vitest';
import { collect, createApiClient, isApiError, pagedOperations, paginate } from '../src/index';
import { fakeFetch, json } from './fake-fetch';

const baseUrl = 'http://api.test';

/** A list of `total` rows `{ id }`, paged as the API pages, under `key`; `delayMs` per page. */
function pagedApi(total: number, key = 'data', delayMs = 0) {
  let inFlight = 0;
  let mostInFlight = 0;
  const fake = fakeFetch(async (request) => {
    const url = new URL(request.url);
    const page = Number(url.searchParams.get('page'));
    const limit = Number(url.searchParams.get('limit'));
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
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
    const rows = await collect(client, 'listPartners', { concurrency: 4 });
    expect(rows.map((row) => row.id)).toEqual(Array.from({ length: 1000 }, (_, i) => i + 1));
    expect(mostInFlight()).toBe(4);
  });

  it('reads one page at a time by default', async () => {
    const { fake, mostInFlight } = pagedApi(500, 'data', 2);
    const client = createApiClient({ baseUrl, auth: 't', fetch: fake.fetch });
    await collect(client, 'listPartners');
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

  it("rejects with the failed page's error", async () => {
    const fake = fakeFetch((request) =>
      new URL(request.url).searchParams.get('page') === '2'
        ? json({ message: 'Halaman tidak valid.' }, 400)
        : json({ data: [{ id: 1 }], meta: { page: 1, totalpage: 3, totaldata: 3 } }),
    );
    const client = createApiClient({ baseUrl, auth: 't', fetch: fake.fetch });
    const error = await collect(client, 'listPartners', { concurrency: 3 }).catch((e) => e);
    expect(isApiError(error) && [error.status, error.serverMessage]).toEqual([
      400,
      'Halaman tidak valid.',
    ]);
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
