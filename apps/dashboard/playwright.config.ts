import { defineConfig } from '@playwright/test';
import { sharedSettings } from './e2e/chromium';
import type { WorkerOptions } from './e2e/fixtures';
import { APP_PORT, APP_URL, MOCK_URL, mockWebServer } from './e2e/urls';

const CI = Boolean(process.env.CI);

/** The mock build (`vite build --mode mock`) on a static server: no API process behind it. */
const BROWSER_MOCK_URL = `http://127.0.0.1:${process.env.E2E_BROWSER_MOCK_PORT || '5174'}`;
/** `pnpm dev` with the contract drift warnings on. */
const DEV_URL = `http://127.0.0.1:${process.env.E2E_DEV_PORT || '5175'}`;

// Every browser test in one run (ADR 0240): the journeys against the production build and the
// mock API, the mock build alone, and `pnpm dev`'s drift warnings. Their servers start together
// and their tests share the workers, so no suite waits for another's start or tail.
export default defineConfig<object, WorkerOptions>({
  testDir: './e2e',
  outputDir: './test-results',
  reporter: CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  ...sharedSettings(APP_URL),
  // Resets the mock, signs each role in once. Then every test runs in parallel: each worker has its
  // own copy of the mock's data (x-mock-scope), each test starts from the seed (e2e/fixtures.ts).
  globalSetup: './e2e/global-setup.ts',
  // The two small suites first: they start beside the journeys instead of after them.
  projects: [
    {
      // The mock build: every call answered by the page's Service Worker. Each test boots the
      // whole mock in its page (seed, validator), a core's worth of work: one at a time.
      name: 'browser-mock',
      testMatch: /browser-mock\.spec\.ts$/,
      workers: 1,
      use: { baseURL: BROWSER_MOCK_URL },
    },
    {
      // `pnpm dev` against the mock: the only browser test of development-only code.
      name: 'dev',
      testMatch: /\.dev\.spec\.ts$/,
      use: { baseURL: DEV_URL },
    },
    {
      name: 'journeys',
      testMatch: /\.spec\.ts$/,
      testIgnore: /(browser-mock|\.dev)\.spec\.ts$/,
      fullyParallel: true,
    },
  ],
  webServer: [
    mockWebServer(CI),
    {
      // The production build as users get it, behind nginx with deploy/*.conf (docs/deploy.md);
      // served as it is when `pnpm test` built it beside the unit suites for this run's mock.
      command: `node scripts/serve.mjs --port ${APP_PORT}${
        process.env.E2E_PREBUILT_API === MOCK_URL ? ' --no-build' : ''
      }`,
      url: APP_URL,
      env: { VITE_API_BASE_URL: MOCK_URL },
      reuseExistingServer: !CI,
      timeout: 180_000,
    },
    {
      // `pnpm test` builds it beside the unit suites too, and says so (scripts/test-all.mjs).
      command: `${
        process.env.E2E_PREBUILT_MOCK === 'dist-mock' ? '' : 'pnpm exec vite build --mode mock && '
      }pnpm exec vite preview --mode mock --port ${new URL(BROWSER_MOCK_URL).port} --strictPort`,
      url: BROWSER_MOCK_URL,
      reuseExistingServer: !CI,
      timeout: 180_000,
    },
    {
      command: `pnpm exec vite --host 127.0.0.1 --port ${new URL(DEV_URL).port} --strictPort`,
      url: DEV_URL,
      env: { VITE_API_BASE_URL: MOCK_URL, VITE_CONTRACT_WARNINGS: '1' },
      reuseExistingServer: !CI,
      timeout: 120_000,
    },
  ],
});
