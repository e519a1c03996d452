import { defineConfig } from '@playwright/test';
import { sharedSettings } from './e2e/chromium';
import { MOCK_URL, mockWebServer } from './e2e/urls';

/**
 * `pnpm dev` with the contract drift warnings on (VITE_CONTRACT_WARNINGS=1) against the mock:
 * the only browser test of development-only code. Its own port, beside the production servers
 * of playwright.config.ts.
 */
const port = process.env.E2E_DEV_PORT || '5175';
const CI = Boolean(process.env.CI);

export default defineConfig({
  testDir: './e2e',
  testMatch: /\.dev\.spec\.ts$/,
  outputDir: './test-results/dev',
  reporter: 'list',
  ...sharedSettings(`http://127.0.0.1:${port}`),
  workers: 1,
  projects: [{ name: 'dev' }],
  webServer: [
    mockWebServer(CI),
    {
      command: `pnpm exec vite --host 127.0.0.1 --port ${port} --strictPort`,
      url: `http://127.0.0.1:${port}`,
      env: { VITE_API_BASE_URL: MOCK_URL, VITE_CONTRACT_WARNINGS: '1' },
      reuseExistingServer: !CI,
      timeout: 120_000,
    },
  ],
});
