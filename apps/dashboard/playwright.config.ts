import { defineConfig } from '@playwright/test';
import { sharedSettings } from './e2e/chromium';
import { APP_PORT, APP_URL, MOCK_PORT, MOCK_URL } from './e2e/urls';

const CI = Boolean(process.env.CI);

/** Specs that change the mock's data: `*.writes.spec.ts`. */
const WRITES = /\.writes\.spec\.ts$/;

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  reporter: CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  ...sharedSettings(APP_URL),
  // All specs share one stateful mock. A reset keeps the demo accounts signed in, so what keeps
  // tests apart is data: `setup` starts the mock from its seed and signs each role in once
  // (storage states reused by every spec), `writes` change data one test at a time, each from
  // the seed, and `reads` (everything else) run in parallel on data no writer touches.
  projects: [
    { name: 'setup', testMatch: /\.setup\.ts$/, fullyParallel: true },
    {
      name: 'writes',
      testMatch: WRITES,
      dependencies: ['setup'],
      workers: 1,
      fullyParallel: false,
    },
    {
      name: 'reads',
      testMatch: /\.spec\.ts$/,
      // The build without a server has its own config: playwright.mock.config.ts.
      testIgnore: [WRITES, /browser-mock\.spec\.ts$/],
      dependencies: ['setup'],
      fullyParallel: true,
    },
  ],
  webServer: [
    {
      command: 'pnpm --filter @backoffice/mock-server start',
      // Any answer below 404 means the mock is up; an anonymous call to a guarded route gives 401.
      url: `${MOCK_URL}/v1/partner_master/getbyid`,
      env: { MOCK_QUIET: '1', PORT: MOCK_PORT, HOST: '127.0.0.1' },
      reuseExistingServer: !CI,
      timeout: 60_000,
    },
    {
      // The production build as users get it, behind the production server and its headers
      // (nginx with deploy/*.conf, docs/deploy.md).
      command: `node scripts/serve.mjs --port ${APP_PORT}`,
      url: APP_URL,
      env: { VITE_API_BASE_URL: MOCK_URL },
      reuseExistingServer: !CI,
      timeout: 180_000,
    },
  ],
});
