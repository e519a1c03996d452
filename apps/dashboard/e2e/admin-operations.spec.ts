import { expect, rupiah, test } from './fixtures';

// Reads: the admin's transaction list (who else may not open it: auth.spec.ts, guards).

test.describe('admin', () => {
  test.use({ signedInAs: 'A' });

  test('reads the transactions with the client and freelancer shares computed and formatted', async ({
    page,
    axe,
  }) => {
    const list = page.waitForResponse((r) => r.url().includes('/v1/admindata/alltrans'));
    await page.goto('/');
    await page.getByRole('button', { name: 'Transaction' }).click();
    await page.getByRole('link', { name: 'List Transaction' }).click();
    await expect(page).toHaveURL('/transaction-list');
    await expect(page).toHaveTitle('List Transaction - Dashboard');
    const tx = (await (await list).json()).data[0];
    const row = page
      .getByRole('table', { name: 'Daftar transaksi' })
      .locator('[data-slot="data-table-row"]')
      .filter({ hasText: tx.invoice });
    const cells = row.getByRole('cell');
    await expect(cells.nth(3)).toHaveText(
      `${rupiah(tx.commision * tx.quantity)}${tx.quantity} × ${rupiah(tx.commision)}`,
    );
    await expect(cells.nth(4)).toHaveText(rupiah(tx.finalpriceaftercutoff));
    await expect(cells.nth(1)).toHaveText(`${tx.job_name ?? tx.project_name}${tx.invoice}`);
    await axe('/transaction-list');

    // The range is one toolbar field; its days are typed in its panel as people in Indonesia
    // write them, whatever the browser's language; the URL keeps the API's form, and the list
    // state survives a reload and Back.
    await page.getByRole('button', { name: 'Tanggal: Semua' }).click();
    await axe('/transaction-list with the date range open');
    await page.getByLabel('Dari tanggal').fill('01/01/2030');
    await expect(page).toHaveURL('/transaction-list?start_date=2030-01-01');
    await expect(page.getByText('Tidak ada transaksi yang cocok.', { exact: true })).toBeVisible();
    await page.reload();
    await page.getByRole('button', { name: 'Tanggal: Dari 1 Jan 2030' }).click();
    await expect(page.getByLabel('Dari tanggal')).toHaveValue('01/01/2030');
    await page.getByLabel('Sampai tanggal').fill('31/01/2030');
    await expect(page).toHaveURL('/transaction-list?start_date=2030-01-01&end_date=2030-01-31');
    await expect(page.getByRole('button', { name: 'Tanggal: 1 Jan – 31 Jan 2030' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/transaction-list?start_date=2030-01-01');
    await expect(page.getByRole('button', { name: 'Tanggal: Dari 1 Jan 2030' })).toBeVisible();
    await expect(page.getByLabel('Sampai tanggal')).toHaveValue('');
    await expect(page.getByLabel('Dari tanggal')).toHaveValue('01/01/2030');
  });
});
