import { ACCESS_DENIED, expect, test } from './fixtures';

// Reads: a partner and a merchant may not open the admin's content and project screens; the
// guard sends them home with the access message, and nothing of the screen shows.

const ADMIN_SCREENS = [
  ['/project-expee', 'Daftar proyek'],
  ['/promo', 'Daftar promo'],
  ['/promo/add', null],
  ['/kreator', 'Daftar kreator'],
  ['/kreator/add', null],
  ['/survey', 'Daftar survey'],
  ['/survey/add', null],
] as const;

for (const role of ['P', 'M'] as const) {
  test.describe(`not an admin (${role})`, () => {
    test.use({ signedInAs: role });

    test('may not open the admin content screens', async ({ page }) => {
      for (const [path, table] of ADMIN_SCREENS) {
        await page.goto(path);
        await expect(page.getByText(ACCESS_DENIED, { exact: true }).first()).toBeVisible();
        await expect(page).toHaveURL('/');
        if (table !== null) await expect(page.getByRole('table', { name: table })).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'Simpan' })).toHaveCount(0);
      }
    });
  });
}
