import type { Page } from '@playwright/test';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  dashboardHeading,
  expect,
  submitLogin,
  test,
} from './fixtures';
import { controlClock, passReadBudget, passUndoWait } from './undo-wait';

// The mock panel in the mock build (the `browser-mock` project of playwright.config.ts: no API
// process; the control API answers in the page's Service Worker, as the app's calls do). One
// journey, kept short.

// The mock build has no mock process to give each worker a scope of: the page holds its own.
test.use({ ownMockData: false });

const PARTNER_LIST = '/v1/partner_master/getall';

/** The product's words for a 500 (apps/mock-server/src/pipeline/errors.ts). */
const SERVER_ERROR = 'Terjadi kesalahan pada server. Silakan coba lagi.';

/** Resolves once the page has been answered `count` failing calls of the partner list. */
function partnerListFailures(page: Page, count: number): Promise<void> {
  return new Promise((resolve) => {
    let seen = 0;
    page.on('response', (response) => {
      if (!response.url().includes(PARTNER_LIST) || response.status() !== 500) return;
      seen += 1;
      if (seen === count) resolve();
    });
  });
}

/** Signs the admin in and opens the panel (docked right, as it starts). */
async function openPanelSignedIn(page: Page) {
  await controlClock(page);
  await page.goto('/login');
  await submitLogin(page, DEMO_ACCOUNTS.A, DEMO_PASSWORD);
  await expect(dashboardHeading(page)).toBeVisible();
  await page.getByRole('button', { name: 'Mock API' }).click();
  return page.getByRole('complementary', { name: 'Mock API panel' });
}

test('the panel turns the partner list to 500, the screen shows its error, and the rows come back once the rule is removed', async ({
  page,
  axe,
}) => {
  const panel = await openPanelSignedIn(page);
  await expect(panel.getByRole('heading', { name: 'Mock API', level: 2 })).toBeFocused();
  // The page gives the docked panel its room: nothing of the screen lies under it.
  const main = await page.locator('main').boundingBox();
  const drawer = await panel.locator('#mock-panel-drawer').boundingBox();
  expect((main?.x ?? 0) + (main?.width ?? 0)).toBeLessThanOrEqual(drawer?.x ?? 0);
  await axe('the open mock panel');

  const form = panel.getByRole('form', { name: 'Add a rule' });
  await form.getByLabel('Operation').selectOption('listPartners');
  await expect(form.getByLabel('Status')).toHaveValue('500');
  await form.getByRole('button', { name: 'Add rule' }).click();
  await expect(panel.getByRole('status')).toHaveText('Rule 1 added.');

  // The list's read is tried again for 10 s (lib/api-client.ts) before the screen shows the
  // error: after its first failure, the page's clock passes them at once.
  const failed = partnerListFailures(page, 1);
  await page.getByRole('link', { name: 'Partner', exact: true }).click();
  await failed;
  await passReadBudget(page);
  await expect(page.getByText(SERVER_ERROR, { exact: true })).toBeVisible();

  await panel.getByRole('button', { name: 'Remove rule 1' }).click();
  await expect(panel.getByRole('status')).toHaveText('Rule 1 removed.');
  await page.getByRole('button', { name: 'Coba lagi' }).click();
  const table = page.getByRole('table', { name: 'Daftar partner' });
  // The header row and the first page of 15 partners.
  await expect(table.getByRole('row')).toHaveCount(16);

  // The log, newest first: the answered call after those the rule failed.
  await panel.getByRole('button', { name: 'Refresh log' }).click();
  const calls = panel
    .getByRole('table', { name: 'Request log' })
    .getByRole('row')
    .filter({ hasText: 'GET listPartners' });
  await expect(calls.first().getByRole('cell').nth(2)).toHaveText('200');
  await expect(calls.nth(1).getByRole('cell').nth(4)).toHaveText(`${SERVER_ERROR} (rule 1)`);
});

test('a rule set in the panel survives a reload, and its toast shows beside the panel docked right', async ({
  page,
}) => {
  const panel = await openPanelSignedIn(page);
  const form = panel.getByRole('form', { name: 'Add a rule' });
  await form.getByLabel('Operation').selectOption('toggleUserActive');
  await form.getByRole('button', { name: 'Add rule' }).click();
  await expect(panel.getByRole('status')).toHaveText('Rule 1 added.');

  // The page's mock starts again: the rule is kept in the tab's sessionStorage with the data.
  await page.reload();
  await expect(panel.getByRole('button', { name: 'Remove rule 1' })).toBeVisible();

  await page.getByRole('link', { name: 'User', exact: true }).click();
  const table = page.getByRole('table', { name: 'Daftar user' });
  await table.getByRole('switch').first().click();
  await passUndoWait(page);
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: SERVER_ERROR });
  await expect(toast).toBeVisible();
  // In the corner the panel leaves free, not under it.
  const toastBox = await toast.boundingBox();
  const drawer = await panel.locator('#mock-panel-drawer').boundingBox();
  expect((toastBox?.x ?? 0) + (toastBox?.width ?? 0)).toBeLessThanOrEqual(drawer?.x ?? 0);
});
