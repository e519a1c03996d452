import { act } from '@testing-library/react';
import { READ_BUDGET_MS } from '@/lib/api-client';
import { UNDO_WINDOW_MS } from '@/lib/undo';

/**
 * Fakes the timers and the clock, still following the wall clock (a test's waits for the screen
 * run as before), so that `passUndoWindow` passes a change's 5 s Batalkan wait at once
 * (docs/engineering.md#undo) and `passReadBudget` the 10 s a failing read is tried for: the
 * clock moves with the timers, as the reads' budget is measured on it. test/setup.ts puts the
 * real timers back after each test.
 */
export function controlTime(): void {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'Date'],
    shouldAdvanceTime: true,
    advanceTimeDelta: 1,
  });
}

/** The changes waiting for their Batalkan are sent now, as after 5 s. */
export async function passUndoWindow(): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS));
}

/** A read that keeps failing has been tried for its whole budget (lib/api-client.ts), as after 10 s. */
export async function passReadBudget(): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(READ_BUDGET_MS));
}
