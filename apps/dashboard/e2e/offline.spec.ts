import { expect, test, visit } from './fixtures';

// The connection drops while a partner works. Nothing is written: the one action tried offline
// never reaches the mock.

const NOTICE =
  'Koneksi internet terputus. Data yang tampil mungkin belum terbaru dan perubahan belum bisa dikirim. Halaman diperbarui sendiri saat koneksi kembali.';
const OFFLINE_MESSAGE = 'Tidak ada koneksi internet. Periksa koneksimu, lalu coba lagi.';

test.describe('offline, as a partner', () => {
  test.use({ signedInAs: 'P' });

  test('an action tried offline says why it failed and keeps what was typed; the app says the connection is gone, stays, and recovers by itself', async ({
    page,
    context,
  }) => {
    await test.step('an action tried offline says why it failed and keeps what was typed', async () => {
      // The shell fetches the toaster once the page has its data and the browser is idle
      // (src/app/menu/use-preload-menu-pages.ts); from then on a failure offline can say so.
      const toaster = page.waitForResponse((response) =>
        /\/assets\/toast-host-[^/]+\.js$/.test(new URL(response.url()).pathname),
      );
      await page.goto('/wirthdraw');
      const amount = page.getByRole('textbox', { name: /Jumlah penarikan/ });
      await expect(amount).toBeVisible();
      await toaster;
      await context.setOffline(true);
      await amount.fill('10000');
      await page.getByRole('button', { name: 'Tarik saldo' }).click();
      await expect(page.getByText(OFFLINE_MESSAGE, { exact: true })).toBeVisible();
      await expect(amount).toHaveValue(/10[.]?000/);
      await context.setOffline(false);
    });

    await test.step('says the connection is gone, stays in the app, and recovers by itself', async () => {
      await visit(page, '/member');
      await expect(page.getByRole('table', { name: 'Daftar member' })).toBeVisible();
      const notice = page.getByRole('status').filter({ hasText: NOTICE });

      await context.setOffline(true);
      await expect(notice).toHaveText(NOTICE);
      // Another screen: the app stays (no browser offline page); its data waits for the network.
      await page.getByRole('link', { name: 'Transaction' }).click();
      await expect(page).toHaveURL('/transaction');
      await expect(page.getByRole('heading', { level: 1, name: 'Transaction' })).toBeVisible();
      // Its code may not be loaded yet (the menu preloads it when idle): then the page waits for
      // the connection under a loading bar, the previous page's rows hidden. Either way no row of
      // the transactions shows until the connection is back.
      const rows = page.locator('[data-slot="data-table-row"]:visible');
      await expect(rows).toHaveCount(0);

      await context.setOffline(false);
      await expect(notice).toHaveCount(0);
      await expect(rows.first()).toBeVisible();
    });
  });
});
