import {
  CHUNK_RELOAD_INTERVAL_MS,
  CHUNK_RELOAD_KEY,
  importWithReload,
  type ReloadEnvironment,
  reloadAfterChunkError,
} from './chunk-reload';

function environment(start = 1_000_000): ReloadEnvironment & { clock: { now: number } } {
  const store = new Map<string, string>();
  const clock = { now: start };
  return {
    clock,
    storage: {
      getItem: (key) => store.get(key) ?? null,
      setItem: (key, value) => void store.set(key, value),
    },
    now: () => clock.now,
    reload: vi.fn(),
  };
}

describe('reloadAfterChunkError', () => {
  it('reloads once, then not again within 60 s, then again after', () => {
    const env = environment();
    expect(reloadAfterChunkError(env)).toBe(true);
    expect(env.storage.getItem(CHUNK_RELOAD_KEY)).toBe(String(env.clock.now));
    env.clock.now += CHUNK_RELOAD_INTERVAL_MS - 1;
    expect(reloadAfterChunkError(env)).toBe(false);
    env.clock.now += 1;
    expect(reloadAfterChunkError(env)).toBe(true);
    expect(env.reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads when storage is unavailable (it could loop)', () => {
    const env = environment();
    env.storage.getItem = () => {
      throw new Error('SecurityError');
    };
    expect(reloadAfterChunkError(env)).toBe(false);
    expect(env.reload).not.toHaveBeenCalled();
  });
});

describe('importWithReload', () => {
  it('passes a successful import through', async () => {
    const env = environment();
    await expect(importWithReload(async () => 'module', env)()).resolves.toBe('module');
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('reloads on the first failure and rejects on a second one within the interval', async () => {
    const env = environment();
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const load = importWithReload(() => Promise.reject(failure), env);
    const first = load();
    let settled = false;
    first.then(
      () => (settled = true),
      () => (settled = true),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(env.reload).toHaveBeenCalledTimes(1);
    expect(settled).toBe(false);
    await expect(load()).rejects.toBe(failure);
    expect(env.reload).toHaveBeenCalledTimes(1);
  });
});

describe('importWithReload offline', () => {
  it('waits for the connection and loads again, without reloading the page', async () => {
    const env = environment();
    let online = false;
    let comeBack: () => void = () => {};
    env.online = () => online;
    env.whenOnline = () =>
      new Promise<void>((done) => {
        comeBack = done;
      });
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('the page');
    const loading = importWithReload(load, env)();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
    online = true;
    comeBack();
    await expect(loading).resolves.toBe('the page');
    expect(load).toHaveBeenCalledTimes(2);
    expect(env.reload).not.toHaveBeenCalled();
  });
});
