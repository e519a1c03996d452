import { ACCESS_DENIED, expect, rupiah, test } from './fixtures';

// Reads: the admin's transaction list; guards of the admin operation screens.

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

    // Typed as people in Indonesia write it, whatever the browser's language; the URL keeps
    // the API's form, and the list state survives a reload and Back.
    await page.getByLabel('Dari tanggal').fill('01/01/2030');
    await expect(page).toHaveURL('/transaction-list?start_date=2030-01-01');
    await expect(page.getByText('Tidak ada transaksi yang cocok.', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Dari tanggal')).toHaveValue('01/01/2030');
    await page.getByLabel('Sampai tanggal').fill('31/01/2030');
    await expect(page).toHaveURL('/transaction-list?start_date=2030-01-01&end_date=2030-01-31');
    await page.goBack();
    await expect(page).toHaveURL('/transaction-list?start_date=2030-01-01');
    await expect(page.getByLabel('Sampai tanggal')).toHaveValue('');
    await expect(page.getByLabel('Dari tanggal')).toHaveValue('01/01/2030');
  });

  test('an end before the start says why under its field and stays out of the URL, at 1280 and 390 px', async ({
    page,
  }) => {
    for (const width of [1280, 390]) {
      await test.step(`at ${width} px`, async () => {
        await page.setViewportSize({ width, height: 900 });
        const applied = '/transaction-list?start_date=2026-10-05&end_date=2026-10-20';
        await page.goto(applied);
        const from = page.getByRole('textbox', { name: 'Dari tanggal' });
        const to = page.getByRole('textbox', { name: 'Sampai tanggal' });
        await expect(to).toHaveValue('20/10/2026');
        await to.fill('01/10/2026');
        const message = page.getByText('Tanggal tidak boleh sebelum 05/10/2026.', { exact: true });
        await expect(message).toBeVisible();
        await expect(to).toHaveAttribute('aria-invalid', 'true');
        await expect(page).toHaveURL(applied);

        const box = async (locator: typeof to) => {
          const found = await locator.boundingBox();
          if (found === null) throw new Error('not on screen');
          return found;
        };
        const field = await box(to);
        const under = await box(message);
        expect(under.y, 'the message is under its field').toBeGreaterThanOrEqual(
          field.y + field.height,
        );
        expect(under.x + under.width).toBeLessThanOrEqual(width);
        if (width === 1280) {
          // Side by side, the fields and the search keep one line though a message grew one.
          const search = await box(page.getByRole('searchbox', { name: 'Cari transaksi' }));
          expect(Math.abs((await box(from)).y - field.y)).toBeLessThan(1);
          expect(Math.abs(search.y - field.y)).toBeLessThan(1);
        }
      });
    }
  });
});

for (const role of ['P', 'M'] as const) {
  test.describe(`not an admin (${role})`, () => {
    test.use({ signedInAs: role });

    test('may not open /users or /transaction-list', async ({ page }) => {
      for (const [path, table] of [
        ['/users', 'Daftar user'],
        ['/transaction-list', 'Daftar transaksi'],
      ] as const) {
        await test.step(path, async () => {
          await page.goto(path);
          await expect(page.getByText(ACCESS_DENIED, { exact: true })).toBeVisible();
          await expect(page).toHaveURL('/');
          await expect(page.getByRole('table', { name: table })).toHaveCount(0);
        });
      }
    });
  });
}
