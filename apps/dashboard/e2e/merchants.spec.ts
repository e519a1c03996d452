import { ACCESS_DENIED, expect, test } from './fixtures';

// Read-only: the admin's journeys change data and live in merchants.writes.spec.ts.

test.describe('signed in as merchant', () => {
  test.use({ signedInAs: 'M' });

  test('a merchant cannot open /merchant/list', async ({ page }) => {
    await page.goto('/merchant/list');
    await expect(page.getByText(ACCESS_DENIED, { exact: true })).toBeVisible();
    await expect(page).not.toHaveURL(/\/merchant\/list/);
    await expect(page.getByRole('table', { name: 'Daftar merchant' })).toHaveCount(0);
  });
});
