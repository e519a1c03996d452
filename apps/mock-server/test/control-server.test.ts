import { DEMO_PASSWORD } from '@backoffice/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MockProcess, startMock, stopMocks } from '../../../scripts/mock-process.mjs';
import type { LogEntry } from '../src/control/request-log';
import type { RuleView } from '../src/control/rule';

// The control API over HTTP, as the browser tests use it: `pnpm mock --scenario read-only`, with
// rules in the data scopes of two workers (x-mock-scope).
let mock: MockProcess;
let token = '';

beforeAll(async () => {
  mock = await startMock(['--scenario', 'read-only']);
  const response = await fetch(`${mock.baseUrl}/v1/partner_master/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@backoffice.test', password: DEMO_PASSWORD }),
  });
  token = ((await response.json()) as { data: { token: string } }).data.token;
}, 40_000);

// Also when the start above failed or timed out (docs/engineering.md#tests).
afterAll(stopMocks);

function control(
  method: string,
  path: string,
  scope: string | null,
  body?: unknown,
): Promise<Response> {
  return fetch(`${mock.baseUrl}/__mock/${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(scope === null ? {} : { 'x-mock-scope': scope }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

function partnerList(scope: string | null, signal?: AbortSignal): Promise<Response> {
  return fetch(`${mock.baseUrl}/v1/partner_master/getall`, {
    headers: {
      authorization: `Bearer ${token}`,
      ...(scope === null ? {} : { 'x-mock-scope': scope }),
    },
    signal,
  });
}

async function rulesOf(scope: string | null): Promise<RuleView[]> {
  return ((await (await control('GET', 'rules', scope)).json()) as { rules: RuleView[] }).rules;
}

async function logOf(scope: string | null): Promise<LogEntry[]> {
  return ((await (await control('GET', 'log', scope)).json()) as { entries: LogEntry[] }).entries;
}

async function scenarioOf(scope: string | null): Promise<string> {
  return ((await (await control('GET', 'scenario', scope)).json()) as { name: string }).name;
}

describe('pnpm mock --scenario read-only', () => {
  it('starts in the scenario, and a reset comes back to it', async () => {
    await expect.poll(() => mock.logs.join('')).toContain('Scenario: read-only');
    expect(await scenarioOf(null)).toBe('read-only');
    const write = await fetch(`${mock.baseUrl}/v1/admindata/setuseractive?id=1`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(write.status).toBe(503);
    await control('PUT', 'scenario', null, { name: 'slow' });
    expect((await control('POST', 'reset', null)).status).toBe(200);
    expect(await scenarioOf(null)).toBe('read-only');
  });

  it('refuses a scenario it does not have, with the usage', async () => {
    await expect(startMock(['--scenario', 'busy'])).rejects.toThrow(
      'server exited with 2: pnpm mock: --scenario: must be one of default, empty, slow, flaky, large, read-only\nusage: pnpm mock [--scenario <name>] [--seed <number>] [--persist <file>]\n',
    );
    // A process starting, as beforeAll allows it.
  }, 40_000);
});

describe('rules in data scopes (x-mock-scope)', () => {
  it('act only in their scope; each scope starts in the default scenario and resets alone', async () => {
    const added = await control('POST', 'rules', 'rules-a', {
      operationId: 'listPartners',
      status: 500,
    });
    expect(added.status).toBe(201);
    await control('POST', 'rules', 'rules-b', { operationId: 'listUsers', status: 500 });

    expect((await partnerList('rules-a')).status).toBe(500);
    expect((await partnerList('rules-b')).status).toBe(200);
    expect((await partnerList(null)).status).toBe(200);
    expect(await scenarioOf('rules-a')).toBe('default');
    expect((await rulesOf('rules-a')).map((rule) => rule.operationId)).toEqual(['listPartners']);
    expect((await logOf('rules-a')).map((entry) => entry.status)).toEqual([500]);
    expect((await logOf('rules-b')).map((entry) => entry.status)).toEqual([200]);

    await control('POST', 'reset', 'rules-a');
    expect(await rulesOf('rules-a')).toEqual([]);
    expect(await logOf('rules-a')).toEqual([]);
    expect((await rulesOf('rules-b')).map((rule) => rule.operationId)).toEqual(['listUsers']);
  });

  it('drop closes the connection without an answer', async () => {
    await control('POST', 'rules', 'drop-a', { operationId: 'listPartners', drop: true });
    await expect(partnerList('drop-a')).rejects.toThrow('fetch failed');
    expect((await partnerList('drop-b')).status).toBe(200);
    expect((await logOf('drop-a'))[0]).toMatchObject({
      status: null,
      reason: 'Connection dropped',
    });
  });

  it('hang holds the call until the caller gives up, then logs it', async () => {
    await control('POST', 'rules', 'hang-a', { operationId: 'listPartners', hang: true });
    const caller = new AbortController();
    const hanging = partnerList('hang-a', caller.signal);
    await expect.poll(async () => (await rulesOf('hang-a'))[0]?.hits).toBe(1);
    expect(await logOf('hang-a')).toEqual([]);
    caller.abort();
    await expect(hanging).rejects.toThrow('This operation was aborted');
    await expect
      .poll(async () => (await logOf('hang-a'))[0]?.reason)
      .toBe('No answer; the client gave up');
  });
});
