import { beforeEach, describe, expect, it, vi } from 'vitest';
import { savedControls, scopeControls } from '../src/control/scope-controls';
import { type PersistMedium, persistStore } from '../src/db/persist';
import { reset } from '../src/node';
import { call, login } from './support/api';
import { addRule, listRules, switchScenario } from './support/controls';

beforeEach(() => reset());

/** The tab's sessionStorage under the controls' key. */
function memoryStorage(saved: string | null = null): PersistMedium {
  return {
    name: 'sessionStorage',
    read: () => saved,
    write: (text) => {
      saved = text;
    },
  };
}

const persistControls = (storage: PersistMedium) => persistStore(storage, savedControls).flush;

/** What a reload does to the page's controls: the mock's module starts again, empty. */
function reload(): void {
  scopeControls().restore({ scenario: { name: 'default' }, lastId: 0, rules: [] });
}

const scenarioName = async () =>
  ((await (await call('GET', '/__mock/scenario')).json()) as { name: string }).name;

describe('the browser build’s rules and scenario across a reload', () => {
  it('keeps the rules with their counts and the scenario', async () => {
    const storage = memoryStorage();
    const saveControls = persistControls(storage);
    const token = await login('A');
    // Ids are never reused in a scope, whatever other files added before this one.
    const { id } = await addRule({ operationId: 'listPartners', status: 503, times: 2 });
    await switchScenario({ name: 'flaky', seed: 7 });
    expect((await call('GET', '/v1/partner_master/getall', { token })).status).toBe(503);
    saveControls();

    reload();
    expect(await listRules()).toEqual([]);
    persistControls(storage);

    expect(await listRules()).toEqual([
      { id, operationId: 'listPartners', times: 2, status: 503, hits: 1, remaining: 1 },
    ]);
    expect(await scenarioName()).toBe('flaky');
    // The rule's last call, then it is gone; ids go on from the saved ones.
    expect((await call('GET', '/v1/partner_master/getall', { token })).status).toBe(503);
    expect(await listRules()).toEqual([]);
    expect((await addRule({ operationId: 'listUsers', delayMs: 5 })).id).toBe(id + 1);
  });

  it('saves a reset: the next reload starts with no rules, in the default scenario', async () => {
    const storage = memoryStorage();
    const saveControls = persistControls(storage);
    await addRule({ operationId: 'listPartners', status: 503 });
    await switchScenario({ name: 'empty' });
    saveControls();
    await call('POST', '/__mock/reset');
    saveControls();

    reload();
    persistControls(storage);
    expect(await listRules()).toEqual([]);
    expect(await scenarioName()).toBe('default');
  });

  it('ignores what it cannot read under its key, and starts with no rules', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    persistControls(memoryStorage('{"scenario":{"name":"nope"}}'));
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
    expect(await listRules()).toEqual([]);
    expect(await scenarioName()).toBe('default');
  });
});
