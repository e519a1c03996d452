import { ACCESS_DENIED, expect, test } from './fixtures';

// Read-only: the merchant's own journeys change data and live in vouchers.writes.spec.ts.

test.describe('signed in as partner', () => {
  test.use({ signedInAs: 'P' });

  test('a partner cannot open /voucher', async ({ page }) => {
    await page.goto('/voucher');
    await expect(page.getByText(ACCESS_DENIED, { exact: true })).toBeVisible();
    await expect(page).not.toHaveURL(/\/voucher/);
    await expect(page.getByRole('table', { name: 'Daftar voucher' })).toHaveCount(0);
  });
});
