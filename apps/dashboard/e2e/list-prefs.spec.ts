import { readFileSync } from 'node:fs';
import { expect, storageStateFile, test } from './fixtures';

// Saved views and columns of one's own (docs/engineering.md#saved-views-and-columns), once, on
// `/users`: the kit gives every list the same two dialogs, which the jsdom tests try further.
// One navigation per reload: the journeys' time is counted (docs/engineering.md#tests).

test.use({ signedInAs: 'A' });

test('a saved view and the columns chosen survive a reload and a new tab; the link of the view opens the same list for another admin; axe passes with each dialog open', async ({
  page,
  axe,
  browser,
}) => {
  // The toasts of saving show at once, not fading in: axe read a toast's title mid-fade as
  // low contrast (a failure on CI that passed on retry).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/users?active=true&search=a');
  const table = page.getByRole('table', { name: 'Daftar user' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  await page.getByRole('button', { name: 'Tampilan' }).click();
  const views = page.getByRole('dialog', { name: 'Tampilan tersimpan' });
  await views.getByRole('textbox', { name: 'Nama tampilan' }).fill('Aktif dengan a');
  await views.getByRole('button', { name: 'Simpan tampilan ini' }).click();
  await views.getByRole('button', { name: 'Jadikan bawaan: Aktif dengan a' }).click();
  await expect(views.getByText('Bawaan', { exact: true })).toBeVisible();
  const viewLink = await views.getByRole('link', { name: 'Aktif dengan a' }).getAttribute('href');
  await axe('saved views open');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Kolom' }).click();
  const columns = page.getByRole('dialog', { name: 'Kolom user' });
  await columns.getByRole('checkbox', { name: 'No. HP' }).uncheck();
  await columns.getByRole('button', { name: 'Naikkan kolom Jenis' }).click();
  await expect(columns.getByRole('button', { name: 'Naikkan kolom Jenis' })).toBeFocused();
  await axe('columns open');
  await page.keyboard.press('Escape');

  // The list opened bare, as from the menu: the default view, with the columns chosen.
  await page.goto('/users');
  await expect(page).toHaveURL('/users?search=a&active=true');
  await expect(page.getByRole('searchbox', { name: 'Cari user' })).toHaveValue('a');
  await expect(table.getByRole('columnheader')).toHaveText([
    '',
    'No',
    'User',
    'Jenis',
    'Terdaftar',
    'Status',
  ]);
  await expect(page.getByRole('button', { name: 'Kolom (diubah)' })).toBeVisible();

  // The export, when asked for the columns shown, writes those in their order.
  await page.getByRole('button', { name: 'Ekspor' }).click();
  const ask = page.getByRole('dialog', { name: 'Ekspor user' });
  await ask.getByRole('radio', { name: 'CSV (.csv)' }).check();
  await ask.getByRole('radio', { name: 'Kolom yang tampil' }).check();
  const download = page.waitForEvent('download');
  await ask.getByRole('button', { name: 'Ekspor' }).click();
  const file = readFileSync((await (await download).path()) ?? '', 'utf8');
  expect(file.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe('Nama,Email,Jenis,Terdaftar,Status');

  // A phone's cards follow the same columns: the name as the title, then Jenis and Terdaftar.
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByRole('list', { name: 'Daftar user' }).getByRole('listitem').first();
  await expect(card.getByRole('term')).toHaveText(['Jenis', 'Terdaftar']);
  await page.setViewportSize({ width: 1280, height: 800 });

  // A new tab of the same browser reads the same store.
  const tab = await page.context().newPage();
  await tab.goto('/users');
  await expect(tab).toHaveURL('/users?search=a&active=true');
  await expect(tab.getByRole('button', { name: 'Kolom (diubah)' })).toBeVisible();
  await tab.close();

  // Another admin (the admin-partner account) opens the view's link: the same list state, but
  // none of the first admin's views or columns, which are kept per account.
  expect(viewLink).toBe('/users?search=a&active=true');
  const other = await browser.newContext({ storageState: storageStateFile('A,P') });
  const otherPage = await other.newPage();
  await otherPage.goto(viewLink ?? '');
  await expect(otherPage.getByRole('searchbox', { name: 'Cari user' })).toHaveValue('a');
  await expect(otherPage.getByRole('combobox', { name: 'Status' })).toHaveValue('true');
  await expect(otherPage.getByRole('button', { name: 'Kolom', exact: true })).toBeVisible();
  await expect(
    otherPage.getByRole('table', { name: 'Daftar user' }).getByRole('columnheader'),
  ).toHaveText(['', 'No', 'User', 'No. HP', 'Jenis', 'Terdaftar', 'Status']);
  await other.close();
});
