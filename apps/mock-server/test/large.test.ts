import type { OperationId, PageMeta } from '@backoffice/sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SCENARIO } from '../src/control/scenarios';
import { scopeControls } from '../src/control/scope-controls';
import { growLarge, LARGE_ROWS } from '../src/db/seed/grow/large';
import { newStore } from '../src/db/store';
import { reset } from '../src/node';
import { call, contract, type DemoRole, login } from './support/api';
import { switchScenario } from './support/controls';

type Page = { data: { id: number; email?: string }[]; meta: PageMeta };

/** The lists `large` grows, as a developer pages through them, and the role that reads each. */
const GROWN_LISTS = [
  { operationId: 'listPartners', path: '/v1/partner_master/getall', role: 'A' },
  { operationId: 'listUsers', path: '/v1/admindata/allusers', role: 'A' },
  { operationId: 'listAdminTransactions', path: '/v1/admindata/alltrans', role: 'A' },
  { operationId: 'listPartnerMembers', path: '/v1/partner_master/getallmember', role: 'P' },
  {
    operationId: 'listPartnerTransactions',
    path: '/v1/partner_master/getalltransaction',
    role: 'P',
  },
] as const satisfies readonly { operationId: OperationId; path: string; role: DemoRole }[];

/** The tables behind them, for the rows a growth makes. */
const GROWN_TABLES = [
  'partners',
  'users',
  'adminTransactions',
  'members',
  'partnerTransactions',
] as const;

/**
 * One sign-in per role until the next `restart()`: a sign-in is a write, which would make the
 * next read compute the kept lists again. (`POST /__mock/reset` keeps the demo sessions.)
 */
const tokens = new Map<DemoRole, string>();

/** The seed, no rules, no sessions. */
function restart(): void {
  reset();
  tokens.clear();
}
async function tokenOf(role: DemoRole): Promise<string> {
  const token = tokens.get(role) ?? (await login(role));
  tokens.set(role, token);
  return token;
}

async function page(role: DemoRole, path: string, query: string): Promise<Page> {
  const response = await call('GET', `${path}?${query}`, { token: await tokenOf(role) });
  expect(response.status).toBe(200);
  return (await response.json()) as Page;
}

/** Each grown list's total rows. */
async function totals(): Promise<number[]> {
  const found: number[] = [];
  for (const { role, path } of GROWN_LISTS)
    found.push((await page(role, path, 'limit=1')).meta.totaldata);
  return found;
}

/** The first rows of the admin lists, which the grown rows (all older) leave as they are. */
async function firstAdminRows(): Promise<unknown[]> {
  const rows: unknown[] = [];
  for (const { role, path } of GROWN_LISTS) {
    if (role !== 'A') continue;
    rows.push((await page('A', path, 'limit=50')).data.map((row) => row.email ?? row.id));
  }
  return rows;
}

// Switched to once for the reads, then the writes: a growth of 50,000 rows takes a second.
describe('large, once switched to', () => {
  let seeded: { totals: number[]; first: unknown[] };
  beforeAll(async () => {
    restart();
    seeded = { totals: await totals(), first: await firstAdminRows() };
    const switched = await switchScenario({ name: 'large' });
    expect(await switched.json()).toMatchObject({ name: 'large', seed: 1 });
  });
  afterAll(() => restart());

  it(`fills each big list to ${LARGE_ROWS} rows whose answers the contract accepts`, async () => {
    expect(seeded.totals.every((total) => total < LARGE_ROWS / 10)).toBe(true);
    expect(await totals()).toEqual(GROWN_LISTS.map(() => LARGE_ROWS));
    for (const { operationId, role, path } of GROWN_LISTS) {
      const last = await page(role, path, `page=${LARGE_ROWS / 50}&limit=50`);
      expect(last.data, operationId).toHaveLength(50);
      const operation = contract.operations.find((op) => op.operationId === operationId);
      const validate =
        operation && contract.responseValidator(operation, '200', 'application/json');
      expect(validate?.(last), `${operationId}: ${JSON.stringify(validate?.errors)}`).toBe(true);
    }
  });

  it('keeps the seeded rows first in the admin lists: the grown rows are older', async () => {
    expect(await firstAdminRows()).toEqual(seeded.first);
  });

  // The lists are kept sorted, with their counts, between writes (`remembered`,
  // src/db/lookup.ts): a write call must show at the next read, or these fail.
  it('lists a partner created after the growth first, and counts it', async () => {
    await page('A', '/v1/partner_master/getall', 'page=2');
    const created = await call('POST', '/v1/partner_master/create', {
      token: await tokenOf('A'),
      json: {
        name: 'Dewi Lestari',
        email: 'dewi.lestari@example.co.id',
        phone: '081298765432',
        password: 'password123',
      },
    });
    expect(created.status).toBe(201);
    const first = await page('A', '/v1/partner_master/getall', 'limit=1');
    expect(first.data.map((row) => row.email)).toEqual(['dewi.lestari@example.co.id']);
    expect(first.meta.totaldata).toBe(LARGE_ROWS + 1);
  });

  it('counts a user switched off in the unfiltered list’s active total', async () => {
    const before = await page('A', '/v1/admindata/allusers', 'limit=1');
    const [newest] = before.data;
    const toggled = await call('GET', `/v1/admindata/setuseractive?id=${newest?.id}`, {
      token: await tokenOf('A'),
    });
    expect(toggled.status).toBe(200);
    const { active } = ((await toggled.json()) as { data: { active: boolean } }).data;
    const after = await page('A', '/v1/admindata/allusers', 'limit=1');
    expect(after.meta.totalActive).toBe(before.meta.totalActive + (active ? 1 : -1));
  });
});

describe('large', () => {
  beforeEach(() => restart());

  it('makes the same rows from the same seed number, other rows from another', () => {
    const grown = (seed: number) => {
      const store = newStore();
      const before = GROWN_TABLES.map((name) => store[name].length);
      // The n-th row is the same whatever the list's length: 1,000 rows show it in less time.
      growLarge(store, seed, 1000);
      return GROWN_TABLES.map((name, i) => JSON.stringify(store[name].slice(before[i])));
    };
    const seven = grown(7);
    expect(grown(7)).toEqual(seven);
    const eight = grown(8);
    // Every list differs, not only the first one grown.
    for (const [i, name] of GROWN_TABLES.entries()) expect(eight[i], name).not.toBe(seven[i]);
  });

  it('keeps its rows when switched away from; a reset takes them away', async () => {
    const seededTotals = await totals();
    await switchScenario({ name: 'large' });
    await switchScenario({ name: 'default' });
    expect(await totals()).toEqual(GROWN_LISTS.map(() => LARGE_ROWS));
    await call('POST', '/__mock/reset');
    expect(await totals()).toEqual(seededTotals);
  });

  it('comes back with its rows after a reset when the mock started in it', async () => {
    const controls = scopeControls();
    controls.startIn({ name: 'large', seed: 3 });
    try {
      await call('POST', '/__mock/reset');
      expect(await totals()).toEqual(GROWN_LISTS.map(() => LARGE_ROWS));
      expect(await (await call('GET', '/__mock/scenario')).json()).toMatchObject({
        name: 'large',
        seed: 3,
      });
    } finally {
      controls.startIn(DEFAULT_SCENARIO);
    }
  });
});
