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

/** What both Playwright configs share: one desktop Chromium, users' locale and time zone. */
export function chromiumSettings(baseURL: string): Pick<PlaywrightTestConfig, 'use' | 'projects'> {
  return {
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
