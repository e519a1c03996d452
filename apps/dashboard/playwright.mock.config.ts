import { defineConfig } from '@playwright/test';
import { chromiumSettings } from './e2e/chromium';

/**
 * The mock build (`vite build --mode mock`) on its own: a static server and nothing else, no mock
 * API process. Its own port, so it runs beside `pnpm dev` or the main e2e servers.
 */
const port = process.env.E2E_BROWSER_MOCK_PORT || '5174';
const CI = Boolean(process.env.CI);

export default defineConfig({
  testDir: './e2e',
  testMatch: /browser-mock\.spec\.ts$/,
  outputDir: './test-results/browser-mock',
  workers: 1,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  ...chromiumSettings(`http://127.0.0.1:${port}`),
  webServer: {
    command: `pnpm exec vite build --mode mock && pnpm exec vite preview --mode mock --port ${port}`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !CI,
    timeout: 180_000,
  },
});
