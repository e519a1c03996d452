import { expect, test } from './fixtures';
import { controlClock, passUndoWait } from './undo-wait';

// Journeys that change data: they block and unblock marketplace users. Like every test, each starts
// from the seed in its worker's own copy of the mock's data (e2e/fixtures.ts).

test.use({ signedInAs: 'A' });

test('admin finds a user and blocks them; kept on reload, with the search and filter in the URL', async ({
  page,
  axe,
}) => {
  await controlClock(page);
  const list = page.waitForResponse((r) => r.url().includes('/v1/admindata/allusers'));
  await page.goto('/');
  await page.getByRole('link', { name: 'User', exact: true }).click();
  await expect(page).toHaveURL('/users');
  await expect(page).toHaveTitle('User - Dashboard');
  const someone = (await (await list).json()).data.find((user: { active: boolean }) => user.active);
  await axe('/users');

  await page.getByRole('searchbox', { name: 'Cari user' }).fill(someone.email);
  await expect(page).toHaveURL(`/users?search=${encodeURIComponent(someone.email)}`);
  const table = page.getByRole('table', { name: 'Daftar user' });
  await expect(table.locator('[data-slot="data-table-row"]')).toHaveCount(1);
  const toggle = table.getByRole('switch', { name: `Status ${someone.name}` });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');

  await toggle.click();
  await expect(page.getByText(`${someone.name} dinonaktifkan`, { exact: true })).toBeVisible();
  await passUndoWait(page);
  await expect(page.getByText('User berhasil diubah.', { exact: true })).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await page.reload();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');

  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Nonaktif' });
  await expect(page).toHaveURL(`/users?search=${encodeURIComponent(someone.email)}&active=false`);
  await expect(toggle).toBeVisible();
  await toggle.click();
  await passUndoWait(page);
  await expect(page.getByText('User berhasil diubah.', { exact: true })).toBeVisible();
  // Active again: the list of inactive users, fetched again, no longer holds them.
  await expect(page.getByText('Tidak ada user yang cocok.', { exact: true })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(`/users?search=${encodeURIComponent(someone.email)}`);
});
