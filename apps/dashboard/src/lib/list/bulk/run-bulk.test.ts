import { BULK_CONCURRENCY, bulkSummary, bulkUndoText, runBulk } from './run-bulk';

/** A call the test answers when it likes: each row's call waits for its own resolve or reject. */
function controlledCalls() {
  const pending = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  let inFlight = 0;
  let mostAtOnce = 0;
  const started: number[] = [];
  const run = (row: number) =>
    new Promise<void>((resolve, reject) => {
      started.push(row);
      inFlight += 1;
      mostAtOnce = Math.max(mostAtOnce, inFlight);
      const settle = () => {
        inFlight -= 1;
        pending.delete(row);
      };
      pending.set(row, {
        resolve: () => {
          settle();
          resolve();
        },
        reject: (error) => {
          settle();
          reject(error);
        },
      });
    });
  /** Lets the microtasks run, so the runner can start the next calls. */
  const tick = () => new Promise((done) => setTimeout(done, 0));
  return { pending, run, started, tick, mostAtOnce: () => mostAtOnce };
}

const rows = Array.from({ length: 10 }, (_, index) => index + 1);

describe('runBulk', () => {
  it('runs every row, never more than four calls at once, starting the next as one answers', async () => {
    const calls = controlledCalls();
    const done = runBulk(rows, calls.run);
    await calls.tick();
    expect(BULK_CONCURRENCY).toBe(4);
    expect(calls.started).toEqual([1, 2, 3, 4]);
    calls.pending.get(2)?.resolve();
    await calls.tick();
    expect(calls.started).toEqual([1, 2, 3, 4, 5]);
    while (calls.pending.size > 0) {
      for (const call of [...calls.pending.values()]) call.resolve();
      await calls.tick();
    }
    const outcome = await done;
    expect(calls.mostAtOnce()).toBe(4);
    expect(outcome.succeeded.sort((a, b) => a - b)).toEqual(rows);
    expect(outcome.failed).toEqual([]);
    expect(outcome.notReached).toEqual([]);
  });

  it('goes on past failures, keeping each with its error, and counts progress', async () => {
    const progress: number[] = [];
    const refused = new Error('Terjadi kesalahan pada server.');
    const outcome = await runBulk(
      rows,
      async (row) => {
        if (row % 3 === 0) throw refused;
      },
      { onProgress: (settled) => progress.push(settled) },
    );
    expect(outcome.failed).toEqual([3, 6, 9].map((row) => ({ row, error: refused })));
    expect(outcome.succeeded.sort((a, b) => a - b)).toEqual([1, 2, 4, 5, 7, 8, 10]);
    expect(progress).toEqual(rows);
  });

  it('on Cancel sends no more calls and lets those under way finish', async () => {
    const calls = controlledCalls();
    let stop = false;
    const done = runBulk(rows, calls.run, { shouldStop: () => stop });
    await calls.tick();
    stop = true;
    calls.pending.get(1)?.resolve();
    calls.pending.get(2)?.reject(new Error('Data tidak ditemukan.'));
    await calls.tick();
    expect(calls.started).toEqual([1, 2, 3, 4]);
    calls.pending.get(3)?.resolve();
    calls.pending.get(4)?.resolve();
    const outcome = await done;
    expect(outcome.succeeded).toEqual([1, 3, 4]);
    expect(outcome.failed.map(({ row }) => row)).toEqual([2]);
    expect(outcome.notReached).toEqual([5, 6, 7, 8, 9, 10]);
  });

  it('sends nothing for no rows', async () => {
    const run = vi.fn();
    expect(await runBulk([], run)).toEqual({ succeeded: [], failed: [], notReached: [] });
    expect(run).not.toHaveBeenCalled();
  });
});

describe('bulkSummary', () => {
  it.each([
    [{ succeeded: 12, failed: 2, notReached: 0 }, '12 berhasil, 2 gagal', true],
    [{ succeeded: 12, failed: 0, notReached: 0 }, '12 berhasil', false],
    [{ succeeded: 0, failed: 2, notReached: 0 }, '2 gagal', true],
    [{ succeeded: 5, failed: 0, notReached: 7 }, '5 berhasil, 7 dibatalkan', false],
    [{ succeeded: 5, failed: 1, notReached: 6 }, '5 berhasil, 1 gagal, 6 dibatalkan', true],
    [{ succeeded: 1234, failed: 0, notReached: 0 }, '1.234 berhasil', false],
  ])('%o reads "%s"', ({ succeeded, failed, notReached }, text, error) => {
    const rows = (count: number) => Array.from({ length: count }, (_, index) => index);
    const outcome = {
      succeeded: rows(succeeded),
      failed: rows(failed).map((row) => ({ row, error: new Error('refused') })),
      notReached: rows(notReached),
    };
    expect(bulkSummary(outcome)).toEqual({ text, error });
  });
});

describe('bulkUndoText', () => {
  it.each([
    [40, 'user', 'Nonaktifkan', '40 user dinonaktifkan'],
    [3, 'user', 'Aktifkan', '3 user diaktifkan'],
    [1234, 'voucher', 'Hapus', '1.234 voucher dihapus'],
    [2, 'redeem', 'Terima', '2 redeem diterima'],
    [2, 'pendaftaran', 'Tolak', '2 pendaftaran ditolak'],
  ])('%i %s, %s reads "%s"', (count, noun, label, text) => {
    expect(bulkUndoText(count, noun, label)).toBe(text);
  });
});
