import { act } from '@testing-library/react';
import { UNDO_WINDOW_MS } from '@/lib/undo';

/**
 * Fakes the timers, still following the wall clock (a test's waits for the screen run as
 * before), so that `passUndoWindow` passes a change's 5 s Batalkan wait at once
 * (docs/engineering.md#undo). test/setup.ts puts the real timers back after each test.
 */
export function controlTime(): void {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout'],
    shouldAdvanceTime: true,
    advanceTimeDelta: 1,
  });
}

/** The changes waiting for their Batalkan are sent now, as after 5 s. */
export async function passUndoWindow(): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS));
}
