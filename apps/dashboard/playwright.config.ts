import { defineConfig } from '@playwright/test';
import { sharedSettings } from './e2e/chromium';
import type { WorkerOptions } from './e2e/fixtures';
import { APP_PORT, APP_URL, MOCK_URL, mockWebServer } from './e2e/urls';

const CI = Boolean(process.env.CI);

export default defineConfig<object, WorkerOptions>({
  testDir: './e2e',
  outputDir: './test-results',
  reporter: CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  ...sharedSettings(APP_URL),
  // `setup` starts the mock's main data from its seed and signs each role in once (storage
  // states reused by every spec). Then every journey runs in parallel: each worker has its own
  // copy of the mock's data (x-mock-scope), and each test starts from the seed (e2e/fixtures.ts),
  // so journeys that change data (`*.writes.spec.ts`) need no worker of their own.
  projects: [
    {
      name: 'setup',
      testMatch: /\.setup\.ts$/,
      fullyParallel: true,
      use: { ownMockData: false },
    },
    {
      name: 'journeys',
      testMatch: /\.spec\.ts$/,
      // The build without a server has its own config (playwright.mock.config.ts), and so has
      // `pnpm dev` (playwright.dev.config.ts, `*.dev.spec.ts`).
      testIgnore: /(browser-mock|\.dev)\.spec\.ts$/,
      dependencies: ['setup'],
      fullyParallel: true,
    },
  ],
  webServer: [
    mockWebServer(CI),
    {
      // The production build as users get it, behind the production server and its headers
      // (nginx with deploy/*.conf, docs/deploy.md).
      // `pnpm test` builds the app beside the unit suites and says for which API
      // (scripts/test-all.mjs): served as it is when that is this run's mock.
      command: `node scripts/serve.mjs --port ${APP_PORT}${
        process.env.E2E_PREBUILT_API === MOCK_URL ? ' --no-build' : ''
      }`,
      url: APP_URL,
      env: { VITE_API_BASE_URL: MOCK_URL },
      reuseExistingServer: !CI,
      timeout: 180_000,
    },
  ],
});
