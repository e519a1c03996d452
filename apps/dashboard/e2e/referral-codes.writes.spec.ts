import { count, expect, gotoAnswer, rupiah, stat, test } from './fixtures';
import { controlClock, passUndoWait } from './undo-wait';
import { MOCK_URL } from './urls';

// Journeys that change data: they change the partner's referral codes. Like every test, each starts
// from the seed in its worker's own copy of the mock's data (e2e/fixtures.ts).

test.use({ signedInAs: 'P' });

test('partner sees their figures and toggles a referral code, kept on reload', async ({
  page,
  axe,
}) => {
  await controlClock(page);
  const { data } = await gotoAnswer(page, '/', (url) =>
    url.endsWith('/v1/partner_master/getalldata'),
  );
  await expect(page).toHaveTitle('Dashboard - Dashboard');
  await expect(stat(page, 'Pendapatan')).toHaveText(
    rupiah(Number(String(data.info.tot_transaction).replace(/,/g, ''))),
  );
  await expect(stat(page, 'Member')).toHaveText(count(data.info.tot_member));
  const table = page.getByRole('table', { name: 'Daftar kode referral' });
  await expect(table.getByRole('row')).toHaveCount(data.referrals.length + 1);
  await axe('/ (partner)');

  const toggle = table.getByRole('switch', { name: 'Status BANDUNGHEMAT' });
  await expect(toggle).not.toBeChecked();
  const put = page.waitForRequest(
    (r) => r.method() === 'PUT' && r.url().includes('/v1/partner/activedeactive/'),
  );
  await toggle.click();
  await expect(page.getByText('BANDUNGHEMAT diaktifkan', { exact: true })).toBeVisible();
  await passUndoWait(page);
  expect((await put).postDataJSON()).toEqual({ rowstatus: 1 });
  await expect(page.getByText('Status Referral berhasil diubah.', { exact: true })).toBeVisible();
  await expect(toggle).toBeChecked();
  await page.reload();
  await expect(table.getByRole('switch', { name: 'Status BANDUNGHEMAT' })).toBeChecked();
});

test('partner creates a referral code after a taken one is refused', async ({ page, axe }) => {
  await page.goto('/');
  const table = page.getByRole('table', { name: 'Daftar kode referral' });
  await expect(table.getByRole('switch', { name: 'Status BANDUNGHEMAT' })).toBeVisible();

  await page.getByRole('button', { name: 'Buat kode referral' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buat kode referral' });
  const input = dialog.getByLabel('Kode referral');
  await input.fill('BUDI2026');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  // One message, under the field: no field path in front, no toast repeating it.
  await expect(dialog.getByRole('alert')).toHaveText('Kode referral sudah digunakan.');
  await expect(input).toHaveAccessibleDescription('Kode referral sudah digunakan.');
  await expect(page.getByText('Kode referral sudah digunakan.')).toHaveCount(1);
  await expect(input).toHaveValue('BUDI2026');
  await axe('/ create referral dialog with an error');

  await input.fill('e2ehemat');
  await expect(input).toHaveValue('E2EHEMAT');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Code Referral berhasil dibuat.', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('switch', { name: 'Status E2EHEMAT' })).toBeChecked();
  // The deep link points at the mock API's host, wherever the run put it.
  await expect(table.getByText(`${MOCK_URL}/r/E2EHEMAT`, { exact: true })).toBeVisible();
  await page.reload();
  await expect(table.getByRole('switch', { name: 'Status E2EHEMAT' })).toBeChecked();
});
