import { ApiError } from '@backoffice/sdk';
import { nextReadWait, READ_BUDGET_MS, retryRead } from './read-retry';

const busy = () => new ApiError({ status: 503, body: { message: 'Server sedang sibuk.' } });

/**
 * A read under `retryRead` on fake time: each try is noted at its start (ms since the first),
 * takes `tryMs`, then fails with `fail(try)` or answers 'rows' when that is null.
 */
function timedRead(fail: (tryNumber: number) => Error | null, tryMs = 0) {
  const tries: number[] = [];
  const start = Date.now();
  const read = async () => {
    tries.push(Date.now() - start);
    if (tryMs > 0) await new Promise((resolve) => setTimeout(resolve, tryMs));
    const error = fail(tries.length);
    if (error !== null) throw error;
    return 'rows';
  };
  return { tries, read };
}

/** Settles `promise` on fake time, however long its waits. */
async function settle<T>(promise: Promise<T>): Promise<PromiseSettledResult<T>> {
  const settled = Promise.allSettled([promise]);
  await vi.runAllTimersAsync();
  return (await settled)[0] as PromiseSettledResult<T>;
}

describe('read retries', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it.each([
    // The shortest waits (half of 0.5, 1, 2, 4, 4… s): the 8th try begins at 9.75 s, a 9th
    // would begin at 11.75 s.
    [0, [0, 250, 750, 1750, 3750, 5750, 7750, 9750]],
    // The longest (0.5, 1, 2, 4 s): the 5th try at 7.5 s, a 6th would begin at 11.5 s.
    [0.9999, [0, 500, 1500, 3500, 7500]],
  ])(
    'with jitter %d, tries a 503 at %j ms, never past the 10 s budget, then fails with it',
    async (jitter, times) => {
      vi.spyOn(Math, 'random').mockReturnValue(jitter);
      const { tries, read } = timedRead(busy);
      const result = await settle(retryRead(read));
      expect(tries).toEqual(times);
      expect(result).toMatchObject({ status: 'rejected', reason: { status: 503 } });
      expect(tries.at(-1)).toBeLessThanOrEqual(READ_BUDGET_MS);
    },
  );

  it("counts the tries' own time in the budget: 2 s answers leave room for four tries", async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { tries, read } = timedRead(busy, 2000);
    await settle(retryRead(read));
    // Each begins after the last one's 2 s and its wait (0.25, 0.5, 1 s); a 5th would begin at
    // 11.75 s.
    expect(tries).toEqual([0, 2250, 4750, 7750]);
  });

  it('tries a network error too, and answers as soon as a try does', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const network = new ApiError({ kind: 'network', status: 0 });
    const { tries, read } = timedRead((n) => (n < 3 ? network : null));
    const result = await settle(retryRead(read));
    expect(result).toEqual({ status: 'fulfilled', value: 'rows' });
    expect(tries).toEqual([0, 250, 750]);
  });

  it.each([400, 401, 403, 404, 409, 422, 429])('never tries a %i again', async (status) => {
    const { tries, read } = timedRead(() => new ApiError({ status }));
    const result = await settle(retryRead(read));
    expect(result).toMatchObject({ status: 'rejected', reason: { status } });
    expect(tries).toEqual([0]);
  });

  it('never tries again a call the screen cancelled, nor an error not from the API', async () => {
    for (const error of [new ApiError({ kind: 'aborted', status: 0 }), new TypeError('x')]) {
      const { tries, read } = timedRead(() => error);
      expect(await settle(retryRead(read))).toMatchObject({ status: 'rejected', reason: error });
      expect(tries).toEqual([0]);
    }
  });

  it('stops waiting when its signal cancels the read, and reads no more', async () => {
    const stop = new AbortController();
    const { tries, read } = timedRead(busy);
    const reading = Promise.allSettled([retryRead(read, stop.signal)]);
    await vi.advanceTimersByTimeAsync(100);
    stop.abort(new DOMException('left', 'AbortError'));
    const [result] = await reading;
    expect(result).toMatchObject({ status: 'rejected', reason: { name: 'AbortError' } });
    await vi.runAllTimersAsync();
    expect(tries).toEqual([0]);
  });

  it('backs off from 0.5 s to 4 s, with jitter of half to all of each wait', () => {
    const waits = (random: number) =>
      [1, 2, 3, 4, 5, 6].map((failures) => nextReadWait(failures, 0, busy(), () => random));
    expect(waits(0.9999)).toEqual([500, 1000, 2000, 4000, 4000, 4000]);
    expect(waits(0)).toEqual([250, 500, 1000, 2000, 2000, 2000]);
    // A wait that would end past the budget is not waited.
    expect(nextReadWait(4, 6001, busy(), () => 0.9999)).toBeNull();
    expect(nextReadWait(4, 6001, busy(), () => 0)).toBe(2000);
  });
});
