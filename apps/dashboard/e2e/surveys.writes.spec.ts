import { expect, test, visit } from './fixtures';
import { controlClock, passUndoWait } from './undo-wait';

// Journeys that change data: they create, change and delete surveys. Like every test, each starts
// from the seed in its worker's own copy of the mock's data (e2e/fixtures.ts).

test.describe('admin', () => {
  test.use({ signedInAs: 'A' });

  test('creates a survey, finds it, changes it and deletes it, with the exact texts', async ({
    page,
    axe,
  }) => {
    await controlClock(page);
    await page.goto('/');
    await page.getByRole('link', { name: 'Survey', exact: true }).click();
    await expect(page).toHaveURL('/survey');
    await expect(page).toHaveTitle('Survey - Dashboard');
    await axe('/survey');
    await page.getByRole('link', { name: 'Tambah survey' }).click();
    await expect(page).toHaveURL('/survey/add');

    await page.getByRole('textbox', { name: /^Judul/ }).fill('Kepuasan Klien E2E');
    await page.getByRole('combobox', { name: /^Target/ }).selectOption({ label: 'Klien' });
    await page.getByRole('textbox', { name: /^Deskripsi/ }).fill('Survei triwulan.');
    await page.getByLabel('Tanggal mulai').fill('01/12/2026');
    await page.getByLabel('Tanggal berakhir').fill('31/12/2026');
    await page.getByRole('textbox', { name: /^Pertanyaan/ }).fill('Seberapa puas Anda?');
    await page.getByRole('textbox', { name: /^Pilihan/ }).fill('Puas\nKurang puas');
    await axe('/survey/add');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Surveu berhasil dibuat.', { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/survey');

    await page.getByRole('searchbox', { name: 'Cari survey' }).fill('Kepuasan Klien E2E');
    // Once typing rests the search reaches the URL and the list asks again: a press on a row of
    // the list as it was could land while its rows are being replaced.
    await expect(page).toHaveURL('/survey?search=Kepuasan+Klien+E2E');
    const table = page.getByRole('table', { name: 'Daftar survey' });
    await expect(table).not.toHaveAttribute('aria-busy', 'true');
    await expect(table.getByText('Kepuasan Klien E2E', { exact: true })).toBeVisible();
    await table.getByRole('link', { name: 'Ubah Kepuasan Klien E2E' }).click();
    await expect(page).toHaveURL(/\/survey\/edit\/\d+$/);
    await expect(page.getByRole('textbox', { name: /^Pilihan/ })).toHaveValue('Puas\nKurang puas');
    await page.getByRole('textbox', { name: /^Judul/ }).fill('Kepuasan Klien Diubah');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Survey berhasil diubah.', { exact: true })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Cari survey' }).fill('Kepuasan Klien Diubah');
    // The search reaches the URL once typing rests: the reload below must find it there.
    await expect(page).toHaveURL('/survey?search=Kepuasan+Klien+Diubah');
    await table.getByRole('button', { name: 'Hapus Kepuasan Klien Diubah' }).click();
    await page
      .getByRole('alertdialog', { name: 'Hapus survey?' })
      .getByRole('button', { name: 'Hapus' })
      .click();
    await expect(page.getByText('Kepuasan Klien Diubah dihapus', { exact: true })).toBeVisible();
    await passUndoWait(page);
    await expect(page.getByText('Survey berhasil dihapus.', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByText('Tidak ada survey yang cocok.', { exact: true })).toBeVisible();
  });

  test('an unknown survey shows the not-found state', async ({ page }) => {
    // The first from its address, the other as the app's links open a page.
    for (const path of ['/survey/edit/999999', '/survey/edit']) {
      await visit(page, path);
      await expect(page.getByRole('heading', { name: 'Survey tidak ditemukan' })).toBeVisible();
    }
  });
});
