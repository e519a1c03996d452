import { expect, test, visit } from './fixtures';
import { controlClock, passUndoWait } from './undo-wait';

// Journeys that change data: they create, change and delete promos. Like every test, each starts
// from the seed in its worker's own copy of the mock's data (e2e/fixtures.ts).

const BANNER = {
  name: 'banner.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ),
};

test.describe('admin', () => {
  test.use({ signedInAs: 'A' });

  test('creates a promo, finds it, changes it and deletes it, with the exact texts', async ({
    page,
    axe,
  }) => {
    await controlClock(page);
    await page.goto('/');
    await page.getByRole('link', { name: 'Promo', exact: true }).click();
    await expect(page).toHaveURL('/promo');
    await expect(page).toHaveTitle('Promo - Dashboard');
    await axe('/promo');
    await page.getByRole('link', { name: 'Tambah promo' }).click();
    await expect(page).toHaveURL('/promo/add');

    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByRole('textbox', { name: /^Judul/ })).toHaveAccessibleDescription(
      'Judul wajib diisi.',
    );
    await axe('/promo/add with errors');
    await page.getByRole('textbox', { name: /^Judul/ }).fill('Diskon Natal E2E');
    await page.getByRole('textbox', { name: /^Kode promo/ }).fill('natale2e');
    await page.getByRole('textbox', { name: /^Deskripsi/ }).fill('Potongan untuk jasa desain.');
    await page.getByRole('textbox', { name: /^Nilai diskon/ }).fill('15');
    await page.getByRole('textbox', { name: /^Kuota/ }).fill('50');
    await page.getByLabel('Tanggal mulai').fill('20/12/2026');
    await page.getByLabel('Tanggal berakhir').fill('31/12/2026');
    await page.getByLabel('Banner').setInputFiles(BANNER);
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Promo berhasil dibuat.', { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/promo');

    await page.getByRole('searchbox', { name: 'Cari promo' }).fill('NATALE2E');
    await expect(page).toHaveURL('/promo?search=NATALE2E');
    const table = page.getByRole('table', { name: 'Daftar promo' });
    await expect(table.getByText('NATALE2E', { exact: true })).toBeVisible();

    await table.getByRole('link', { name: 'Ubah Diskon Natal E2E' }).click();
    await expect(page).toHaveURL(/\/promo\/edit\/\d+$/);
    await axe('/promo/edit/:id');
    await page.getByRole('textbox', { name: /^Judul/ }).fill('Diskon Natal Diubah');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Promo berhasil diubah.', { exact: true })).toBeVisible();
    // Back to the list as it was left: the search kept.
    await expect(page).toHaveURL('/promo?search=NATALE2E');

    await table.getByRole('button', { name: 'Hapus Diskon Natal Diubah' }).click();
    await page
      .getByRole('alertdialog', { name: 'Hapus promo?' })
      .getByRole('button', { name: 'Hapus' })
      .click();
    await expect(page.getByText('Diskon Natal Diubah dihapus', { exact: true })).toBeVisible();
    await passUndoWait(page);
    await expect(page.getByText('Promo berhasil dihapus.', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByText('Tidak ada promo yang cocok.', { exact: true })).toBeVisible();
  });

  test('an unknown promo shows the not-found state with a way back', async ({ page }) => {
    // The first from its address, the other as the app's links open a page.
    for (const path of ['/promo/edit/999999', '/promo/edit']) {
      await visit(page, path);
      await expect(page.getByRole('heading', { name: 'Promo tidak ditemukan' })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Kembali ke daftar promo' }).click();
    await expect(page).toHaveURL('/promo');
  });
});
