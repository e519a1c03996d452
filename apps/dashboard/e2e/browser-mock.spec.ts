import { expect, type Page, test } from '@playwright/test';
import { controlClock, passUndoWait } from './undo-wait';

// The mock build: no API server runs for these tests (the `browser-mock` project of
// playwright.config.ts). Every call must be answered inside the page by the mock's Service
// Worker, which each tab boots (seed, validator) before the app renders.

const DASHBOARD_DATA = '/v1/partner_master/getalldata';

async function signInAsPartner(page: Page): Promise<void> {
  await controlClock(page);
  await page.goto('/login');
  await page.getByLabel('Email').fill('partner@backoffice.test');
  await page.getByLabel('Password').fill('password123');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Dashboard Referral' })).toBeVisible();
}

test('the mock build signs in and shows a dashboard, every answer from the page, with no API server', async ({
  page,
  baseURL,
}) => {
  const login = page.waitForResponse((r) => r.url().endsWith('/v1/partner_master/login'));
  await signInAsPartner(page);
  const answer = await login;
  expect(answer.url()).toBe(`${baseURL}/v1/partner_master/login`);
  expect(answer.fromServiceWorker()).toBe(true);
  expect(answer.status()).toBe(200);

  // The profile photo is a seeded upload, served by the same worker at the page's origin.
  const photo = page.getByRole('img', { name: 'Profil' });
  await expect(photo).toHaveAttribute('src', new RegExp(`^${baseURL}/uploads/`));
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
});

test('the mock build keeps the session and a change across a reload', async ({ page }) => {
  await signInAsPartner(page);
  const table = page.getByRole('table', { name: 'Daftar kode referral' });
  const toggle = table.getByRole('switch', { name: 'Status BANDUNGHEMAT' });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await passUndoWait(page);
  await expect(page.getByText('Status Referral berhasil diubah.', { exact: true })).toBeVisible();
  await expect(toggle).toBeChecked();

  // The tab keeps the mock's data: after a reload the worker boots again from it and answers
  // the dashboard's call for a still signed-in user.
  const reloaded = page.waitForResponse((r) => r.url().endsWith(DASHBOARD_DATA));
  await page.reload();
  const answer = await reloaded;
  expect(answer.fromServiceWorker()).toBe(true);
  expect(answer.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Dashboard Referral' })).toBeVisible();
  await expect(toggle).toBeChecked();
});

test('the mock build refuses a wrong password with the mock API message', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('partner@backoffice.test');
  await page.getByLabel('Password').fill('salah');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Email atau password salah.', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('partner@backoffice.test');
});
