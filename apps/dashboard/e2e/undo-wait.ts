import type { Page } from '@playwright/test';

/** A change's wait for its Batalkan (src/lib/undo.ts, UNDO_WINDOW_MS). */
export const UNDO_WINDOW_MS = 5_000;

/**
 * The page's timers on Playwright's clock, still running with the wall clock, so that
 * `passUndoWait` passes a change's 5 s wait at once. Before the page's first `goto`.
 */
export async function controlClock(page: Page): Promise<void> {
  await page.clock.install();
}

/** How long a failing read is tried for (src/lib/api-client.ts, READ_BUDGET_MS). */
export const READ_BUDGET_MS = 10_000;

/** Sends what waits for its Batalkan now, as after 5 s. */
export async function passUndoWait(page: Page): Promise<void> {
  await page.clock.fastForward(UNDO_WINDOW_MS);
}

/** A read that keeps failing has been tried for its whole budget, as after 10 s. */
export async function passReadBudget(page: Page): Promise<void> {
  await page.clock.fastForward(READ_BUDGET_MS);
}
