import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DEMO_ROLES,
  dashboardHeading,
  resetMock,
  storageStateFile,
  submitLogin,
} from './fixtures';
import { APP_URL } from './urls';

/**
 * Runs once before any test, once the web servers are up: the mock's main data from its seed, and
 * each demo role signed in through the login form, its browser state kept for every spec
 * (`signedInAs`). A reset keeps the demo accounts signed in, so the stored sessions outlive the
 * resets before each test. Not a project the journeys depend on: a dependency makes Playwright
 * run it as a phase of its own, its workers and browsers stopped and started again before the
 * first journey (ADR 0240).
 */
export default async function globalSetup(): Promise<void> {
  await resetMock();
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    await Promise.all(
      DEMO_ROLES.map(async (role) => {
        const context = await browser.newContext({
          baseURL: APP_URL,
          locale: 'id-ID',
          timezoneId: 'Asia/Jakarta',
        });
        const page = await context.newPage();
        await page.goto('/login');
        await submitLogin(page, DEMO_ACCOUNTS[role], DEMO_PASSWORD);
        await page.waitForURL(`${APP_URL}/`);
        await dashboardHeading(page).waitFor();
        await context.storageState({ path: storageStateFile(role) });
        await context.close();
      }),
    );
  } finally {
    await browser.close();
  }
}
