import { expect, test, visit } from './fixtures';

// Reads: they open seeded events and never change them; a writer's new event may come first in
// the list, so the detail is compared with the row it was opened from.

// As the admin only: the event screens read no role, so an admin-and-partner would see these
// same reads. The admin-and-partner opens /event by its address (its menu has no Event link,
// docs/product.md#layouts-and-menus), its detail and its form in e2e/events.writes.spec.ts.
test.describe('admin', () => {
  test.use({ signedInAs: 'A' });

  test('lists the events; the status filter and search stay over reload and Back', async ({
    page,
    axe,
  }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Event', exact: true }).click();
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
    // Another as the app's links open a page.
    await visit(page, '/event/detail');
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
