import { expect, gotoAnswer, stat, test } from './fixtures';
import { controlClock, passUndoWait } from './undo-wait';

// Journeys that change data: they delete the demo merchant's vouchers and decide its redeems. Like
// every test, each starts from the seed in its worker's own copy of the mock's data
// (e2e/fixtures.ts).

test.use({ signedInAs: 'M' });

const vouchersTable = (page: import('@playwright/test').Page) =>
  page.getByRole('table', { name: 'Daftar voucher' });

// One visit of the list: the reads of the seed first, then the delete (docs/engineering.md#tests).
test('merchant pages and filters the vouchers, the list surviving reload and Back; deletes a voucher after confirming, gone after a reload', async ({
  page,
  axe,
}) => {
  // Before the first load: the delete's 5 s wait for its Batalkan is passed at once.
  await controlClock(page);
  await test.step('pages and filters the vouchers; the list survives reload and Back', async () => {
    const answer = await gotoAnswer(page, '/voucher', '/v1/merchant/getall_data');
    await expect(page).toHaveTitle('Voucher - Dashboard');
    const table = vouchersTable(page);
    await expect(table.getByRole('row')).toHaveCount(16);
    await expect(page.getByText(`Menampilkan 15 dari ${answer.meta.totaldata} data`)).toBeVisible();
    await axe('/voucher');

    await page.getByRole('button', { name: 'Halaman 2' }).click();
    await expect(page).toHaveURL('/voucher?page=2');
    // The number is the row's second cell: the first holds its box (bulk Hapus).
    await expect(table.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText('16');
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Nonaktif' });
    await expect(page).toHaveURL('/voucher?aktif=false');
    await expect(table.getByText('Aktif', { exact: true })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('false');
    await expect(table.getByText('Nonaktif', { exact: true }).first()).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/voucher?page=2');
    await expect(table.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText('16');
  });

  await test.step('deletes a voucher after confirming; gone after a reload', async () => {
    const voucher = (await gotoAnswer(page, '/voucher', '/v1/merchant/getall_data')).data[0];
    const row = vouchersTable(page).locator('tr', {
      has: page.locator(`a[href="/voucher/edit/${voucher.id}"]`),
    });
    await row.getByRole('button', { name: `Hapus ${voucher.name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Hapus voucher?' });
    await dialog.getByRole('button', { name: 'Hapus' }).click();
    await expect(row).toHaveCount(0);
    await passUndoWait(page);
    await expect(page.getByText('Voucher Redeem berhasil dihapus.', { exact: true })).toBeVisible();
    await expect(row).toHaveCount(0);
    await page.reload();
    await expect(vouchersTable(page).getByRole('row')).toHaveCount(16);
    await expect(page.locator(`a[href="/voucher/edit/${voucher.id}"]`)).toHaveCount(0);
  });
});

test('merchant accepts a redeem and exports the redeems', async ({ page, axe }) => {
  const pendingList = page.waitForResponse(
    (r) => r.url().includes('/v1/merchant/getall_redeem?') && r.url().includes('status=pending'),
  );
  await page.goto('/voucher?tab=redeem&redeem_status=pending');
  const pending = (await (await pendingList).json()).data;
  const table = page.getByRole('table', { name: 'Daftar redeem voucher' });
  await expect(table.getByRole('row')).toHaveCount(pending.length + 1);
  await expect(stat(page, 'Menunggu')).toHaveText(String(pending.length));
  await axe('/voucher?tab=redeem');

  const redeem = pending[0];
  await table
    .getByRole('button', {
      name: `Terima redeem ${redeem.voucher_name} oleh ${redeem.member_name}`,
    })
    .click();
  await expect(page.getByText('Voucher Redeem berhasil diubah.', { exact: true })).toBeVisible();
  await expect(stat(page, 'Menunggu')).toHaveText(String(pending.length - 1));
  await page.reload();
  await expect(table.getByRole('row')).toHaveCount(pending.length);
  await expect(table.getByText(redeem.code, { exact: true })).toHaveCount(0);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Ekspor' }).click();
  expect((await download).suggestedFilename()).toBe('Reedem Voucher.xls');
  await expect(page.getByText('Download Redeem berhasil.', { exact: true })).toBeVisible();
});
