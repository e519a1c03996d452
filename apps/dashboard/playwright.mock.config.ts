import { defineConfig } from '@playwright/test';
import { sharedSettings } from './e2e/chromium';

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
  reporter: 'list',
  ...sharedSettings(`http://127.0.0.1:${port}`),
  // Tests share nothing (each tab holds its own mock), but each boots the whole mock in its
  // page (seed, validator), a core's worth of work: one at a time keeps each within its timeout.
  workers: 1,
  projects: [{ name: 'browser-mock' }],
  webServer: {
    // `pnpm test` builds it beside the unit suites and says so (scripts/test-all.mjs).
    command: `${
      process.env.E2E_PREBUILT_MOCK === 'dist-mock' ? '' : 'pnpm exec vite build --mode mock && '
    }pnpm exec vite preview --mode mock --port ${port}`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !CI,
    timeout: 180_000,
  },
});
