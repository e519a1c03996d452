import { ACCESS_DENIED, expect, test, visit } from './fixtures';

// Reads: they open seeded events and never change them; a writer's new event may come first in
// the list, so the detail is compared with the row it was opened from.

for (const role of ['A', 'A,P'] as const) {
  test.describe(`admin (${role})`, () => {
    test.use({ signedInAs: role });

    test('lists the events; the status filter and search stay over reload and Back', async ({
      page,
      axe,
    }) => {
      await page.goto('/');
      if (role === 'A') {
        await page.getByRole('link', { name: 'Event', exact: true }).click();
      } else {
        // The A,P menu has no Event link (docs/product.md#layouts-and-menus); the guard admits it.
        await page.goto('/event');
      }
      await expect(page).toHaveURL('/event');
      await expect(page).toHaveTitle('Event - Dashboard');
      const table = page.getByRole('table', { name: 'Daftar event' });
      await expect(table.getByRole('columnheader')).toHaveText([
        '', // the page's box, for bulk status changes
        'No',
        'Event',
        'Jadwal',
        'Harga',
        'Peserta',
        'Status',
        'Aksi',
      ]);
      await expect(page.getByText(/^Menampilkan 15 dari \d+ data$/)).toBeVisible();
      await axe('/event');

      await page
        .getByRole('combobox', { name: 'Status', exact: true })
        .selectOption({ label: 'Ditolak' });
      await expect(page).toHaveURL('/event?status=rejected');
      await page.getByRole('searchbox', { name: 'Cari event' }).fill('zz tidak ada');
      await expect(page.getByText('Tidak ada event yang cocok.', { exact: true })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('searchbox', { name: 'Cari event' })).toHaveValue('zz tidak ada');
      await expect(page.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue(
        'rejected',
      );
      await page.goBack();
      await expect(page).toHaveURL('/event');
    });

    test('an unknown event shows the not-found state; opens an event with its place and participants', async ({
      page,
      axe,
    }) => {
      // The not-found state first: its way back leads to the list as the user last left it.
      await page.goto('/event/detail/999999');
      await expect(page.getByRole('heading', { name: 'Event tidak ditemukan' })).toBeVisible();
      await page.goto('/event/detail');
      await expect(page.getByRole('heading', { name: 'Event tidak ditemukan' })).toBeVisible();
      await axe('/event/detail (not found)');
      await page.getByRole('link', { name: 'Kembali ke daftar event' }).first().click();
      await expect(page).toHaveURL('/event');

      await page.goto('/event?search=Bandung');
      const row = page.locator('[data-slot="data-table-row"]').first();
      const detail = row.getByRole('link', { name: /^Detail / });
      const title = ((await detail.getAttribute('aria-label')) ?? '').replace(/^Detail /, '');
      await detail.click();
      await expect(page).toHaveURL(/\/event\/detail\/\d+$/);
      await expect(page).toHaveTitle('Detail Event - Dashboard');
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await expect(page.getByRole('img', { name: `Banner ${title}` })).toBeVisible();
      await expect(page.getByText('Tempat', { exact: true })).toBeVisible();
      await expect(page.getByText(/ \d{5}$/)).toBeVisible();
      await expect(page.getByRole('table', { name: 'Peserta event' })).toBeVisible();
      await axe('/event/detail');
    });
  });
}

// An event waiting for approval has no participants: the message stands alone (no search, no
// "Menampilkan 0 dari 0 data") and in the middle of what is on screen, whether the list is a
// table (1280 px; 700 px, where a table wider than its box would scroll) or cards (390 px).
test.describe('an event without participants', () => {
  test.use({ signedInAs: 'A' });

  // One visit: the layout follows the window's width live, as a turned tablet's does.
  test('says so alone, centred in the visible width, at 1280, 700 and 390 px', async ({ page }) => {
    await page.goto('/event?status=pending');
    const detail = page.getByRole('link', { name: /^Detail / }).first();
    await visit(page, (await detail.getAttribute('href')) ?? '');
    const message = page.getByText('Belum ada peserta.', { exact: true });
    for (const width of [1280, 700, 390]) {
      await test.step(`at ${width} px`, async () => {
        await page.setViewportSize({ width, height: 900 });
        await expect(message).toBeVisible();
        await expect(page.getByRole('searchbox', { name: 'Cari peserta' })).toHaveCount(0);
        await expect(page.getByText(/^Menampilkan/)).toHaveCount(0);

        const place = await message.evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          const text = range.getBoundingClientRect();
          const frame = element.closest('[data-slot="table-frame"]') ?? element;
          const box = frame.getBoundingClientRect();
          return { text, box, page: document.documentElement.clientWidth };
        });
        const middle = place.text.left + place.text.width / 2;
        const visible = Math.min(place.box.right, place.page) - Math.max(place.box.left, 0);
        expect(Math.abs(middle - (Math.max(place.box.left, 0) + visible / 2))).toBeLessThan(2);
        expect(place.text.right).toBeLessThanOrEqual(place.page);
      });
    }
  });
});

for (const role of ['P', 'M'] as const) {
  test.describe(`not an admin (${role})`, () => {
    test.use({ signedInAs: role });

    test('may not open /event, /event/add or /event/detail/1', async ({ page }) => {
      for (const path of ['/event', '/event/add', '/event/detail/1']) {
        await test.step(path, async () => {
          await page.goto(path);
          await expect(page.getByText(ACCESS_DENIED, { exact: true })).toBeVisible();
          await expect(page).toHaveURL('/');
          await expect(page.getByRole('table', { name: 'Daftar event' })).toHaveCount(0);
        });
      }
    });
  });
}
