import { defineConfig } from '@playwright/test';
import { sharedSettings } from './e2e/chromium';
import { APP_PORT, APP_URL, MOCK_PORT, MOCK_URL } from './e2e/urls';

const CI = Boolean(process.env.CI);

export default defineConfig({
  testDir: './e2e',
  // The build without a server has its own servers: playwright.mock.config.ts.
  testIgnore: /browser-mock\.spec\.ts$/,
  outputDir: './test-results',
  // The spec files share one stateful mock and each starts by resetting it, which ends every
  // session: files must not overlap, so one worker (sharedSettings) runs them in turn.
  fullyParallel: false,
  reporter: CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  ...sharedSettings(APP_URL),
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
      // The production build, as users get it (code splitting, chunk names, minified).
      command: `pnpm exec vite build && pnpm exec vite preview --port ${APP_PORT}`,
      url: APP_URL,
      env: { VITE_API_BASE_URL: MOCK_URL },
      reuseExistingServer: !CI,
      timeout: 180_000,
    },
  ],
});
