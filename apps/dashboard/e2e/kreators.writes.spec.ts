import { expect, test } from './fixtures';

// Journeys that change data: they add creators, which the event forms choose from. Like every test,
// each starts from the seed in its worker's own copy of the mock's data (e2e/fixtures.ts).

test.describe('admin', () => {
  test.use({ signedInAs: 'A' });

  test('adds a creator and finds them in the list; a taken e-mail is named under its field', async ({
    page,
    axe,
  }) => {
    const list = page.waitForResponse((r) => r.url().includes('/v1/kreator/admin/all/creators'));
    await page.goto('/');
    await page.getByRole('link', { name: 'Kreator', exact: true }).click();
    await expect(page).toHaveURL('/kreator');
    await expect(page).toHaveTitle('Kreator - Dashboard');
    const taken = (await (await list).json()).data[0].email;
    await axe('/kreator');

    await page.getByRole('link', { name: 'Tambah kreator' }).click();
    await expect(page).toHaveURL('/kreator/add');
    await page.getByRole('textbox', { name: /^Nama/ }).fill('Rizky Pratama E2E');
    await page.getByRole('textbox', { name: /^Email/ }).fill(taken);
    await page.getByRole('textbox', { name: /^No. HP/ }).fill('081311112222');
    await page.getByLabel('Password').fill('rahasia123');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription(
      'Email sudah terdaftar.',
    );
    await expect(page.getByText('Email sudah terdaftar.')).toHaveCount(1);
    await axe('/kreator/add with a taken e-mail');

    await page.getByRole('textbox', { name: /^Email/ }).fill('rizky.e2e@contoh.test');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Kreator berhasil dibuat.', { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/kreator');
    await page.getByRole('searchbox', { name: 'Cari kreator' }).fill('rizky.e2e@contoh.test');
    await expect(page).toHaveURL('/kreator?search=rizky.e2e%40contoh.test');
    const table = page.getByRole('table', { name: 'Daftar kreator' });
    await expect(table.getByText('Rizky Pratama E2E', { exact: true })).toBeVisible();
    await page.reload();
    await expect(table.getByText('Rizky Pratama E2E', { exact: true })).toBeVisible();
  });
});
