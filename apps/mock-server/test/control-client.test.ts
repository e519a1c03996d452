import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MockControlError, mockControl } from '../src/control/client';
import { createHandlers, reset } from '../src/node';
import { login, ORIGIN } from './support/api';

// The typed client of the control API, over fetch, as the dashboard's tests and panel use it.
const server = setupServer(...createHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => reset());

const control = mockControl({ baseUrl: ORIGIN });

async function partnerListStatus(): Promise<number> {
  const token = await login('A');
  const response = await fetch(`${ORIGIN}/v1/partner_master/getall`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return response.status;
}

describe('mockControl', () => {
  it('adds, lists and removes rules, and the log shows what they did', async () => {
    const rule = await control.addRule({ operationId: 'listPartners', status: 500, times: 1 });
    expect(rule).toEqual({
      // Ids are never reused in a scope, across tests too.
      id: expect.any(Number),
      operationId: 'listPartners',
      status: 500,
      times: 1,
      hits: 0,
      remaining: 1,
    });
    expect(await control.rules()).toEqual([rule]);
    expect(await partnerListStatus()).toBe(500);
    expect(await partnerListStatus()).toBe(200);
    expect(await control.rules()).toEqual([]);
    const listCalls = (await control.log()).filter((e) => e.operationId === 'listPartners');
    expect(listCalls.map((e) => [e.status, e.rules])).toEqual([
      [200, undefined],
      [500, [rule.id]],
    ]);

    const kept = await control.addRule({ operationId: 'listPartners', delayMs: 5 });
    await control.addRule({ operationId: 'listUsers', empty: true });
    await control.removeRule(kept.id);
    expect((await control.rules()).map((r) => r.operationId)).toEqual(['listUsers']);
    await control.clearRules();
    expect(await control.rules()).toEqual([]);
  });

  it('switches the scenario, grows the data and resets', async () => {
    expect((await control.scenario()).name).toBe('default');
    expect(await control.switchScenario({ name: 'read-only' })).toMatchObject({
      name: 'read-only',
    });
    expect(await control.grow(200)).toBe(200);
    await control.reset();
    expect((await control.scenario()).name).toBe('default');
    expect(await control.log()).toEqual([]);
  });

  it('throws the mock’s refusal with its status and message', async () => {
    const refused = control.removeRule(99);
    await expect(refused).rejects.toThrow(
      new MockControlError(
        404,
        'DELETE /__mock/rules/99: No rule 99; GET /__mock/rules lists them',
      ),
    );
    await expect(refused).rejects.toMatchObject({ status: 404 });
  });
});
