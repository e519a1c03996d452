import type { PageMeta, Partner } from '@backoffice/sdk';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_GROWN_PARTNERS } from '../src/db/seed/grow/large';
import { resetStore } from '../src/db/store';
import { call, getJson, login, messageOf } from './support/api';

beforeEach(() => resetStore());

type Page = { data: Partner[]; meta: PageMeta };

function partners(token: string, query: string): Promise<Page> {
  return getJson<Page>(`/v1/partner_master/getall?${query}`, token);
}

const grow = (body: unknown) => call('POST', '/__mock/grow', { json: body });

describe('POST /__mock/grow', () => {
  it('grows the admin partner list to the rows asked, the seeded rows still first', async () => {
    const token = await login('A');
    const before = await partners(token, 'page=1&limit=100');

    const answer = await grow({ partners: 10_000 });
    expect(await answer.json()).toEqual({
      message: 'The partner list holds 10000 rows.',
      partners: 10_000,
    });

    const after = await partners(token, 'page=1&limit=100');
    expect(after.meta.totaldata).toBe(10_000);
    expect(after.data.slice(0, before.data.length)).toEqual(before.data);
    const last = await partners(token, 'page=100&limit=100');
    expect(last.data).toHaveLength(100);
    // Active and inactive rows, so a filtered export has both sides.
    const inactive = await partners(token, 'rowstatus=0&limit=1');
    expect(inactive.meta.totaldata).toBeGreaterThan(1000);
  });

  it('makes the same rows every time, and a reset goes back to the seed', async () => {
    const token = await login('A');
    await grow({ partners: 3000 });
    const first = await partners(token, 'page=20&limit=100');
    await call('POST', '/__mock/reset');
    expect((await partners(token, 'limit=1')).meta.totaldata).toBeLessThan(100);
    await grow({ partners: 1500 });
    await grow({ partners: 3000 });
    const again = await partners(await login('A'), 'page=20&limit=100');
    expect(again.data.map((p) => [p.name, p.email, p.phone, p.rowstatus])).toEqual(
      first.data.map((p) => [p.name, p.email, p.phone, p.rowstatus]),
    );
  });

  it('leaves a list that is already that long as it is', async () => {
    const answer = await grow({ partners: 1 });
    const { partners: listed } = (await answer.json()) as { partners: number };
    expect(listed).toBeGreaterThan(1);
  });

  it('refuses a body without a whole number, or too many rows', async () => {
    const bad = await grow({ partners: 'banyak' });
    expect(bad.status).toBe(400);
    expect(await messageOf(bad)).toBe('body.partners: must be a whole number of rows');
    const tooMany = await grow({ partners: MAX_GROWN_PARTNERS + 1 });
    expect(await messageOf(tooMany)).toBe(`body.partners: at most ${MAX_GROWN_PARTNERS}`);
  });
});
