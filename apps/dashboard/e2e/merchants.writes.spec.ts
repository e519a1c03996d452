import { expect, gotoAnswer, test } from './fixtures';
import { controlClock, passUndoWait } from './undo-wait';

// Journeys that change data: they toggle merchants and review registrations. Like every test, each
// starts from the seed in its worker's own copy of the mock's data (e2e/fixtures.ts).

test.use({ signedInAs: 'A' });

test('admin toggles a merchant; kept on reload, with the filter in the URL', async ({
  page,
  axe,
}) => {
  await controlClock(page);
  const merchant = (await gotoAnswer(page, '/merchant/list', '/v1/merchant/getall?')).data[0];
  await expect(page).toHaveTitle('Merchant List - Dashboard');
  const table = page.getByRole('table', { name: 'Daftar merchant' });
  const toggle = table.getByRole('switch', { name: `Status ${merchant.name}` });
  await expect(toggle).toHaveAttribute('aria-checked', String(merchant.aktif));
  await axe('/merchant/list');

  await toggle.click();
  await passUndoWait(page);
  await expect(page.getByText('Merchant berhasil diubah.', { exact: true })).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', String(!merchant.aktif));

  // The filter of its new state finds it; the filter and the change are kept on reload.
  await page
    .getByRole('combobox', { name: 'Status' })
    .selectOption({ label: merchant.aktif ? 'Nonaktif' : 'Aktif' });
  await expect(page).toHaveURL(`/merchant/list?aktif=${!merchant.aktif}`);
  await expect(toggle).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue(String(!merchant.aktif));
  await expect(toggle).toHaveAttribute('aria-checked', String(!merchant.aktif));
  await page.goBack();
  await expect(page).toHaveURL('/merchant/list');
});

test('admin accepts and rejects registrations after confirming', async ({ page, axe }) => {
  const rows = (
    await gotoAnswer(page, '/merchant/list?tab=registration', '/v1/merchant/getallreject')
  ).data as { name: string; status: string | null }[];
  const [first, second] = rows.filter((row) => row.status === null);
  if (!first || !second) throw new Error('the seed needs two pending registrations');
  const table = page.getByRole('table', { name: 'Daftar registrasi merchant' });
  await expect(table.getByText(first.name, { exact: true })).toBeVisible();
  await axe('/merchant/list?tab=registration');

  await table.getByRole('button', { name: `Terima ${first.name}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Terima merchant?' })
    .getByRole('button', { name: 'Terima' })
    .click();
  await expect(page.getByText('Merchant berhasil diubah.', { exact: true })).toBeVisible();
  await expect(table.getByText(first.name, { exact: true })).toHaveCount(0);

  await table.getByRole('button', { name: `Tolak ${second.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Tolak merchant?' });
  await dialog.getByLabel('Alasan').fill('Dokumen belum lengkap.');
  await dialog.getByRole('button', { name: 'Tolak' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Merchant berhasil diubah.', { exact: true }).first()).toBeVisible();
  // Rejected ones come after every pending one: the filter finds it, also after a reload.
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Ditolak' });
  await expect(page).toHaveURL('/merchant/list?tab=registration&registration_status=rejected');
  await page.reload();
  const rejected = table.locator('tr', { hasText: second.name });
  await expect(rejected.getByText('Dokumen belum lengkap.', { exact: true })).toBeVisible();

  // The merchants tab; the registrations keep their own filter for the way back.
  await page.getByRole('link', { name: 'Merchant', exact: true }).click();
  await expect(page).toHaveURL('/merchant/list?registration_status=rejected');
  await page.getByRole('searchbox', { name: 'Cari merchant' }).fill(first.name);
  await expect(page).toHaveURL(/search=/);
  await expect(
    page.getByRole('table', { name: 'Daftar merchant' }).getByText(first.name, { exact: true }),
  ).toBeVisible();
});

test.describe('signed in as admin and partner', () => {
  test.use({ signedInAs: 'A,P' });

  // The admin guard lets A,P in (docs/product.md#roles-and-guards), though its menu has no link.
  test('an admin-partner opens /merchant/list by its address and toggles a merchant', async ({
    page,
  }) => {
    await controlClock(page);
    const merchant = (await gotoAnswer(page, '/merchant/list', '/v1/merchant/getall?')).data[0];
    const toggle = page
      .getByRole('table', { name: 'Daftar merchant' })
      .getByRole('switch', { name: `Status ${merchant.name}` });
    await toggle.click();
    await passUndoWait(page);
    await expect(page.getByText('Merchant berhasil diubah.', { exact: true })).toBeVisible();
    await page.reload();
    await expect(toggle).toHaveAttribute('aria-checked', String(!merchant.aktif));
  });
});
