import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { controlClock, passUndoWait } from './undo-wait';

// Journeys that change data: they add events and change their status. Like every test, each starts
// from the seed in its worker's own copy of the mock's data (e2e/fixtures.ts).

const TITLE = 'Kelas Tenun Ikat E2E';

const table = (page: Page) => page.getByRole('table', { name: 'Daftar event' });
const dataRows = (page: Page) => table(page).locator('[data-slot="data-table-row"]');

/** Opens a searchable select, narrows it by `text` and picks the option at `index` (the first). */
async function pickFirst(page: Page, label: string, text = '', index = 0) {
  const input = page.getByRole('combobox', { name: label });
  await expect(input).toBeEnabled();
  await input.click();
  if (text) await input.fill(text);
  const listbox = page.getByRole('listbox', { name: `Pilih ${label.toLowerCase()}` });
  const first = listbox.getByRole('option').nth(index);
  const name = (await first.textContent()) ?? '';
  await first.click();
  await expect(input).toHaveValue(name);
  return name;
}

for (const role of ['A', 'A,P'] as const) {
  test.describe(`admin (${role})`, () => {
    test.use({ signedInAs: role });

    test('adds an event for a creator through the place cascade; it is in the list', async ({
      page,
      axe,
    }) => {
      await page.goto('/event');
      await page.getByRole('link', { name: 'Tambah event' }).click();
      await expect(page).toHaveURL('/event/add');
      await expect(page).toHaveTitle('Tambah Event - Dashboard');

      await pickFirst(page, 'Kreator', 'Budi');
      await page.getByRole('combobox', { name: 'Kategori' }).selectOption({ label: 'Workshop' });
      await page.getByRole('textbox', { name: 'Judul' }).fill(TITLE);
      await page.getByRole('textbox', { name: 'Deskripsi' }).fill('Menenun kain ikat dari awal.');
      await page.getByLabel('Waktu mulai').fill('20/12/2026 09.00');
      await page.getByLabel('Waktu berakhir').fill('20/12/2026 15.00');
      await page.getByRole('textbox', { name: 'Harga' }).fill('75000');
      await page.getByRole('textbox', { name: 'Kuota' }).fill('30');
      await page.getByLabel('Banner').setInputFiles({
        name: 'banner.png',
        mimeType: 'image/png',
        buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
      });
      await page.getByRole('textbox', { name: 'Alamat' }).fill('Jl. Merdeka No. 1');

      await pickFirst(page, 'Provinsi', 'Jawa Barat');
      await pickFirst(page, 'Kota/kabupaten');
      await pickFirst(page, 'Kecamatan');
      await pickFirst(page, 'Kelurahan');
      const postal = page.getByRole('combobox', { name: 'Kode pos' });
      await expect(postal).toHaveValue(/^\d{5}$/);
      // Scanned once: the form is the same for both roles (the event screens read no role).
      if (role === 'A') await axe('/event/add');

      // A change of the city clears the levels below it.
      await pickFirst(page, 'Kota/kabupaten', '', 1);
      await expect(page.getByRole('combobox', { name: 'Kecamatan' })).toHaveValue('');
      await expect(postal).toHaveValue('');
      await pickFirst(page, 'Kecamatan');
      const district = await pickFirst(page, 'Kelurahan');
      // The postal code shows once the district's code list has come: wait for it, then read it.
      await expect(postal).toHaveValue(/^\d{5}$/);
      const code = await postal.inputValue();

      await page.getByRole('button', { name: 'Simpan' }).click();
      await expect(page.getByText('Event berhasil dibuat.', { exact: true })).toBeVisible();
      await expect(page).toHaveURL('/event');

      await page.getByRole('searchbox', { name: 'Cari event' }).fill(TITLE);
      await expect(dataRows(page)).toHaveCount(1);
      await expect(dataRows(page).getByRole('combobox')).toHaveValue('pending');
      await page.reload();
      await dataRows(page).getByRole('link', { name: TITLE }).click();
      await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
      await expect(page.getByText(new RegExp(`^${district}, `))).toBeVisible();
      await expect(page.getByText(new RegExp(` ${code}$`))).toBeVisible();
    });

    test('changes a status from the list and from the detail; kept after a reload', async ({
      page,
    }) => {
      // A status change waits 5 s for its Batalkan before it is sent: passed at once.
      await controlClock(page);
      await page.goto('/event?status=pending');
      const row = dataRows(page).first();
      // The row's Detail action names the event it opens: `Detail <title>`.
      const detail = row.getByRole('link', { name: /^Detail / });
      const title = ((await detail.getAttribute('aria-label')) ?? '').replace(/^Detail /, '');
      const href = (await detail.getAttribute('href')) ?? '';
      const status = row.getByRole('combobox', { name: `Status ${title}` });
      await status.selectOption({ label: 'Disetujui' });
      await expect(page.getByText(`Status ${title}: Disetujui`, { exact: true })).toBeVisible();
      await passUndoWait(page);
      await expect(page.getByText('Event berhasil diubah.', { exact: true })).toBeVisible();
      await page.goto(href);
      const detailStatus = page.getByRole('combobox', { name: 'Ubah status' });
      await expect(detailStatus).toHaveValue('approved');

      await detailStatus.selectOption({ label: 'Ditolak' });
      await passUndoWait(page);
      await expect(page.getByText('Event berhasil diubah.', { exact: true })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('combobox', { name: 'Ubah status' })).toHaveValue('rejected');
    });
  });
}
