import { pagedOperations } from '@backoffice/sdk';
import { beforeEach, describe, expect, it } from 'vitest';
import { readArgs } from '../src/cli';
import { SLOW_MS } from '../src/control/scenarios';
import { ScopeControls } from '../src/control/scope-controls';
import { db } from '../src/db/store';
import { reset } from '../src/node';
import { call, contract, login } from './support/api';
import { addRule, listRules, logEntries, refusal, switchScenario } from './support/controls';
import { callOperation, defaultRole, sampleFor } from './support/harness';

beforeEach(() => reset());

const SCENARIOS = [
  {
    name: 'default',
    description: 'The seed data; every call answered as the handlers answer it.',
    seeded: false,
  },
  {
    name: 'empty',
    description: 'Every paged list answers no rows (what is stored is kept and shows again after).',
    seeded: false,
  },
  {
    name: 'slow',
    description: 'Every call takes 2000 ms more, the round trip of a slow mobile network.',
    seeded: false,
  },
  {
    name: 'flaky',
    description: 'A quarter of the reads answer 503, picked from the seed number.',
    seeded: true,
  },
  {
    name: 'large',
    description:
      "Partners, users, transactions and the demo partner's members and transactions hold 10,000 rows each, made from the seed number.",
    seeded: true,
  },
  {
    name: 'read-only',
    description: 'Every write answers 503; reads and sign-in work.',
    seeded: false,
  },
];

const UNAVAILABLE = { message: 'Terjadi kesalahan pada server. Silakan coba lagi.' };

/** The statuses of `count` calls to the partner list. */
async function partnerListStatuses(token: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    statuses.push((await call('GET', '/v1/partner_master/getall', { token })).status);
  }
  return statuses;
}

describe('GET and PUT /__mock/scenario', () => {
  it('starts with the default scenario and lists them all', async () => {
    const response = await call('GET', '/__mock/scenario');
    expect(await response.json()).toEqual({ name: 'default', scenarios: SCENARIOS });
  });

  it('switches, keeping the scope’s own rules; a reset comes back to the default, without rules', async () => {
    const rule = await addRule({ operationId: 'listUsers', status: 500 });
    const switched = await switchScenario({ name: 'read-only' });
    expect(switched.status).toBe(200);
    expect(await switched.json()).toEqual({ name: 'read-only', scenarios: SCENARIOS });
    expect(await listRules()).toEqual([rule]);

    await call('POST', '/__mock/reset');
    expect(await (await call('GET', '/__mock/scenario')).json()).toMatchObject({
      name: 'default',
    });
    expect(await listRules()).toEqual([]);
  });

  const refused: [string, unknown, string][] = [
    ['no name', {}, 'name: must be one of default, empty, slow, flaky, large, read-only'],
    [
      'an unknown name',
      { name: 'huge' },
      'name: must be one of default, empty, slow, flaky, large, read-only',
    ],
    [
      'an unknown field',
      { name: 'slow', ms: 10 },
      'unknown field "ms"; a scenario has name and seed',
    ],
    [
      'a seed for a scenario without one',
      { name: 'slow', seed: 3 },
      'seed: only flaky and large take a seed',
    ],
    [
      'a seed that is not a whole number',
      { name: 'flaky', seed: 1.5 },
      'seed: must be an integer from 0 to 4294967295',
    ],
    [
      'a body that is not an object',
      'flaky',
      'The body must be a JSON object, such as {"name":"flaky"}',
    ],
  ];

  it.each(refused)('refuses %s with 400', async (_, body, message) => {
    const response = await switchScenario(body);
    expect(await refusal(response)).toEqual({ status: 400, body: { message } });
    expect(await (await call('GET', '/__mock/scenario')).json()).toMatchObject({
      name: 'default',
    });
  });
});

describe('read-only', () => {
  it('answers 503 to every write, GETs that change data included; reads and sign-in work', async () => {
    await switchScenario({ name: 'read-only' });
    const token = await login('A');
    const created = await call('POST', '/v1/partner/create', {
      token: await login('P'),
      json: { partner_code: 'READONLY' },
    });
    expect(await refusal(created)).toEqual({ status: 503, body: UNAVAILABLE });
    const toggled = await call('GET', `/v1/admindata/setuseractive?id=${db.users[0]?.id}`, {
      token,
    });
    expect(toggled.status).toBe(503);
    expect((await call('GET', '/v1/admindata/allusers', { token })).status).toBe(200);
  });
});

describe('flaky', () => {
  it('fails a share of the reads with 503, the same calls again under the same seed', async () => {
    const token = await login('A');
    await switchScenario({ name: 'flaky', seed: 7 });
    const first = await partnerListStatuses(token, 40);
    const failed = first.filter((status) => status === 503).length;
    expect(new Set(first)).toEqual(new Set([200, 503]));
    expect(failed).toBeGreaterThanOrEqual(4);
    expect(failed).toBeLessThanOrEqual(16);

    await switchScenario({ name: 'flaky', seed: 7 });
    expect(await partnerListStatuses(token, 40)).toEqual(first);
    await switchScenario({ name: 'flaky', seed: 8 });
    expect(await partnerListStatuses(token, 40)).not.toEqual(first);
    expect((await logEntries()).find((entry) => entry.status === 503)).toMatchObject({
      scenario: 'flaky',
    });
  });

  it('never fails a write', async () => {
    const token = await login('P');
    await switchScenario({ name: 'flaky' });
    for (let i = 0; i < 20; i++) {
      const created = await call('POST', '/v1/partner/create', {
        token,
        json: { partner_code: `FLAKY${i}` },
      });
      expect(created.status).toBe(201);
    }
  });
});

describe('slow', () => {
  it(`answers every call ${SLOW_MS} ms later`, async () => {
    await switchScenario({ name: 'slow' });
    const started = performance.now();
    const response = await call('GET', '/v1/jvoucher/type');
    expect(performance.now() - started).toBeGreaterThanOrEqual(SLOW_MS - 10);
    expect(response.status).toBe(200);
    expect((await logEntries())[0]).toMatchObject({
      operationId: 'listVoucherTypes',
      scenario: 'slow',
    });
  });
});

describe('empty', () => {
  const paged = contract.operations.filter((op) => Object.hasOwn(pagedOperations, op.operationId));

  it('covers every paged list of the contract', () => {
    expect(paged.map((op) => op.operationId).sort()).toEqual(Object.keys(pagedOperations).sort());
  });

  it.each(paged.map((op) => [op.operationId, op] as const))(
    '%s answers no rows, in the contract’s shape',
    async (operationId, op) => {
      await switchScenario({ name: 'empty' });
      const role = sampleFor(op, null).as ?? defaultRole(op);
      const response = await callOperation(op, role, sampleFor(op, role));
      expect(response.status).toBe(200);
      const body = (await response.json()) as Record<string, unknown>;
      const rows = pagedOperations[operationId as keyof typeof pagedOperations].rows;
      expect(body[rows]).toEqual([]);
      expect(body.meta).toMatchObject({ totalpage: 0, totaldata: 0, totalDataOnPage: 0 });
      const validate = contract.responseValidator(op, '200', 'application/json');
      expect(validate?.(body), JSON.stringify(validate?.errors)).toBe(true);
    },
  );

  it('keeps the data: the rows show again in the default scenario, figures meanwhile', async () => {
    const token = await login('A');
    await switchScenario({ name: 'empty' });
    expect((await call('GET', '/v1/admindata/dashboard', { token })).status).toBe(200);
    await switchScenario({ name: 'default' });
    const response = await call('GET', '/v1/partner_master/getall', { token });
    expect(((await response.json()) as { data: unknown[] }).data).toHaveLength(15);
  });
});

describe('the start scenario (pnpm mock --scenario)', () => {
  it('is where a reset comes back to', () => {
    const controls = new ScopeControls();
    controls.startIn({ name: 'slow' });
    controls.switchScenario({ name: 'flaky', seed: 3 });
    controls.reset();
    expect(controls.scenario).toEqual({ name: 'slow' });
  });

  it('reads --scenario, --seed and --persist, and refuses what it cannot use', () => {
    expect(readArgs([])).toEqual({ scenario: null, persist: null });
    expect(readArgs(['--scenario', 'read-only'])).toEqual({
      scenario: { name: 'read-only' },
      persist: null,
    });
    expect(readArgs(['--scenario', 'flaky'])).toEqual({
      scenario: { name: 'flaky', seed: 1 },
      persist: null,
    });
    expect(readArgs(['--scenario=flaky', '--seed', '9', '--persist', 'data.json'])).toEqual({
      scenario: { name: 'flaky', seed: 9 },
      persist: 'data.json',
    });
    expect(readArgs(['--scenario', 'large', '--seed', '5'])).toEqual({
      scenario: { name: 'large', seed: 5 },
      persist: null,
    });
    expect(() => readArgs(['--scenario', 'busy'])).toThrow(
      new Error('--scenario: must be one of default, empty, slow, flaky, large, read-only'),
    );
    expect(() => readArgs(['--scenario', 'flaky', '--seed', 'x'])).toThrow(
      new Error('--seed: must be an integer from 0 to 4294967295'),
    );
    expect(() => readArgs(['--seed', '2'])).toThrow(new Error('--seed needs --scenario'));
    expect(() => readArgs(['--scenaro', 'slow'])).toThrow();
  });
});
