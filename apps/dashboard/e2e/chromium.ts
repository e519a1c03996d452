import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { devices, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from '../scripts/chromium.mjs';

/**
 * Debian's Chromium (docs/engineering.md#toolchain); Playwright's own browser download does not
 * work here. Its headless shell first, as Playwright's own headless default: the same Blink and
 * V8 without the full browser's window machinery, it ran the journeys in two thirds of the time
 * (ADR 0206).
 */
export function chromiumPath(): string | undefined {
  if (process.env.PLAYWRIGHT_CHROMIUM_PATH) return process.env.PLAYWRIGHT_CHROMIUM_PATH;
  return ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));
}

export { CHROMIUM_ARGS };

const CI = Boolean(process.env.CI);

/**
 * One worker more than the cores, or E2E_WORKERS. A journey spends much of its time waiting on the
 * app (a debounced search, an undo's 5 s, a page load), so a third worker on two cores uses what
 * the other two leave idle: the 122 journeys took 326 s with three against 397 s with two, on
 * this 2-core machine, quiet (2026-11-28). Each worker has its own copy of the mock's data
 * (e2e/fixtures.ts, ADR 0096).
 */
const WORKERS = Number(process.env.E2E_WORKERS) || availableParallelism() + 1;

/**
 * What both Playwright configs share: the workers above, no stray `.only` and one retry on CI,
 * the timeouts, one desktop Chromium, users' locale and time zone.
 */
export function sharedSettings(
  baseURL: string,
): Pick<PlaywrightTestConfig, 'workers' | 'forbidOnly' | 'retries' | 'timeout' | 'expect' | 'use'> {
  return {
    workers: WORKERS,
    forbidOnly: CI,
    retries: CI ? 1 : 0,
    timeout: 30_000,
    expect: { timeout: 7_000 },
    use: {
      ...devices['Desktop Chrome'],
      viewport: { width: 1280, height: 800 },
      launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
      baseURL,
      // Recording a trace for every test (retain-on-failure) costs the browser and the worker a
      // screenshot and a DOM snapshot per action; on CI a failed test is retried with one.
      trace: CI ? 'on-first-retry' : 'retain-on-failure',
      screenshot: 'only-on-failure',
      locale: 'id-ID',
      timezoneId: 'Asia/Jakarta',
    },
  };
}
