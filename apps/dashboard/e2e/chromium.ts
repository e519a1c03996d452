import { existsSync } from 'node:fs';
import { devices, type PlaywrightTestConfig } from '@playwright/test';

/** Debian's Chromium (DESIGN §3); Playwright's own browser download does not work here. */
export function chromiumPath(): string | undefined {
  if (process.env.PLAYWRIGHT_CHROMIUM_PATH) return process.env.PLAYWRIGHT_CHROMIUM_PATH;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

/** Launch flags that work on these machines (DESIGN §3). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const CI = Boolean(process.env.CI);

/**
 * What both Playwright configs share: one worker (each config drives one stateful mock), no
 * stray `.only` and one retry on CI, the timeouts, one desktop Chromium, users' locale and time
 * zone.
 */
export function sharedSettings(
  baseURL: string,
): Pick<
  PlaywrightTestConfig,
  'workers' | 'forbidOnly' | 'retries' | 'timeout' | 'expect' | 'use' | 'projects'
> {
  return {
    workers: 1,
    forbidOnly: CI,
    retries: CI ? 1 : 0,
    timeout: 30_000,
    expect: { timeout: 7_000 },
    use: {
      baseURL,
      trace: 'retain-on-failure',
      screenshot: 'only-on-failure',
      locale: 'id-ID',
      timezoneId: 'Asia/Jakarta',
    },
    projects: [
      {
        name: 'chromium',
        use: {
          ...devices['Desktop Chrome'],
          viewport: { width: 1280, height: 800 },
          launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
        },
      },
    ],
  };
}
