import type { Page } from '@playwright/test';
import { expect, test, visit } from './fixtures';

// Journeys that change data: they add and change the merchant's vouchers. Like every test, each
// starts from the seed in its worker's own copy of the mock's data (e2e/fixtures.ts).

/** A file the mock takes for a PNG: its first bytes are the PNG signature. */
const PNG = {
  name: 'voucher.png',
  mimeType: 'image/png',
  buffer: Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(56),
  ]),
};

async function fillVoucher(page: Page, name: string) {
  await page.getByRole('textbox', { name: 'Nama voucher' }).fill(name);
  await page.getByRole('combobox', { name: 'Jenis voucher' }).selectOption({ label: 'Cashback' });
  await page.getByRole('textbox', { name: 'Poin' }).fill('200');
  await page.getByRole('textbox', { name: 'Kuota' }).fill('30');
  await page.getByLabel('Tanggal mulai').fill('01/12/2026');
  await page.getByLabel('Tanggal kedaluwarsa').fill('31/01/2027');
  await page.getByLabel('Gambar').setInputFiles(PNG);
}

test.describe('merchant', () => {
  test.use({ signedInAs: 'M' });

  test('adds a voucher, then edits it; both kept on reload', async ({ page, axe }) => {
    await page.goto('/voucher/add');
    await expect(page).toHaveTitle('Tambah Voucher - Dashboard');
    await expect(page.getByRole('heading', { name: 'Data voucher', level: 2 })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Jenis voucher' })).toBeVisible();
    await axe('/voucher/add');

    await fillVoucher(page, 'Cashback Sarapan E2E');
    const created = page.waitForResponse((r) => r.url().includes('/v1/merchant/create_data'));
    await page.getByRole('button', { name: 'Simpan' }).click();
    const { data } = await (await created).json();
    await expect(page.getByText('Voucher berhasil dibuat.', { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/voucher');

    await page.goto(`/voucher/edit/${data.id}`);
    await expect(page).toHaveTitle('Ubah Voucher - Dashboard');
    const name = page.getByRole('textbox', { name: 'Nama voucher' });
    await expect(name).toHaveValue('Cashback Sarapan E2E');
    await expect(page.getByRole('img', { name: 'Gambar voucher' })).toHaveAttribute(
      'src',
      data.image,
    );
    await axe('/voucher/edit/:id');
    await name.fill('Cashback Sarapan Diubah');
    await page.getByRole('textbox', { name: 'Kuota' }).fill('45');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Voucher berhasil diubah.', { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/voucher');

    // A load of its own, as after a reload.
    await page.goto(`/voucher/edit/${data.id}`);
    await expect(name).toHaveValue('Cashback Sarapan Diubah');
    await expect(page.getByRole('textbox', { name: 'Kuota' })).toHaveValue('45');
    await expect(page.getByRole('img', { name: 'Gambar voucher' })).toHaveAttribute(
      'src',
      data.image,
    );
  });

  test("an unknown or missing voucher id shows the not-found state; the server's field error shows under its field, and leaving typed work asks first", async ({
    page,
    axe,
  }) => {
    await test.step('an unknown or missing voucher id shows the not-found state with a way back', async () => {
      // The first from its address, the others as the app's links open a page.
      for (const path of ['/voucher/edit/999999', '/voucher/edit/abc', '/voucher/edit']) {
        await visit(page, path);
        await expect(page.getByRole('heading', { name: 'Voucher tidak ditemukan' })).toBeVisible();
      }
      await axe('/voucher/edit without a voucher');
      await page.getByRole('link', { name: 'Kembali ke daftar voucher' }).click();
      await expect(page).toHaveURL('/voucher');
    });

    await page.getByRole('link', { name: 'Tambah voucher' }).click();
    await expect(page).toHaveURL('/voucher/add');
    await fillVoucher(page, 'Voucher Tanggal Terbalik');
    await page.getByLabel('Tanggal kedaluwarsa').fill('01/11/2026');
    await page.getByRole('button', { name: 'Simpan' }).click();
    const expired = page.getByLabel('Tanggal kedaluwarsa');
    await expect(expired).toHaveAccessibleDescription(
      'Tanggal kedaluwarsa tidak boleh sebelum tanggal mulai.',
    );
    await expect(
      page.getByText('Tanggal kedaluwarsa tidak boleh sebelum tanggal mulai.'),
    ).toHaveCount(1);
    await expect(page.getByRole('textbox', { name: 'Nama voucher' })).toHaveValue(
      'Voucher Tanggal Terbalik',
    );
    await axe('/voucher/add with a server error');

    // An in-app link asks; staying keeps the typed form.
    await page.getByRole('link', { name: 'Dashboard' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Tinggalkan halaman ini?' });
    await expect(dialog).toBeVisible();
    await axe('/voucher/add leave dialog');
    await dialog.getByRole('button', { name: 'Tetap di sini' }).click();
    await expect(page).toHaveURL('/voucher/add');
    await expect(page.getByRole('textbox', { name: 'Nama voucher' })).toHaveValue(
      'Voucher Tanggal Terbalik',
    );

    // Back asks too; leaving goes where Back leads.
    await page.goBack();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Tinggalkan' }).click();
    await expect(page).toHaveURL('/voucher');
  });
});
