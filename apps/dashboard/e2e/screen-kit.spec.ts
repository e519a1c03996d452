import type { Locator } from '@playwright/test';
import { textInBox } from '../../../packages/ui/test/text-in-box';
import { expect, test } from './fixtures';

// Reads: the kit's tables as the app's screens use them, measured in Chromium on the production
// build, with the app's own data and paging. The kit pieces alone (toasts, the delete question,
// the date field's calendar, a long file name, a right-aligned column, a table wider than its
// box) are component tests in Chromium: packages/ui/src/components/*.browser.test.tsx (ADR 0145).

/**
 * A numbers column reads right-aligned: its header's text ends at the right of the room its cell
 * gives it, with room to spare on the left (else any alignment would look the same), and every
 * cell's text ends at that same x while starting elsewhere (a shorter or longer figure).
 */
async function expectRightAligned(header: Locator, cells: Locator): Promise<void> {
  const head = await header.evaluate(textInBox);
  expect(head.left - head.roomLeft, 'room left of the header').toBeGreaterThan(1);
  expect(Math.abs(head.roomRight - head.right), "the header's right edge").toBeLessThan(1);
  const count = await cells.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i++) {
    const cell = await cells.nth(i).evaluate(textInBox);
    expect(Math.abs(cell.right - head.right), `cell ${i}'s right edge`).toBeLessThan(1);
    expect(Math.abs(cell.left - head.left), `cell ${i}'s left edge`).toBeGreaterThan(1);
  }
}

test.describe('tables on a desktop', () => {
  test.describe('signed in as A', () => {
    test.use({ signedInAs: 'A' });

    test('the previous page stays on screen dimmed while the next loads', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/partner');
      const table = page.getByRole('table', { name: 'Daftar partner' });
      await expect(table.getByRole('link', { name: /^Ubah / }).first()).toBeVisible();
      await expect(table).toHaveCSS('opacity', '1');

      // The next page's answer waits until the test lets it through.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(
        (url) =>
          url.pathname.endsWith('/v1/partner_master/getall') &&
          url.searchParams.get('page') === '2',
        async (route) => {
          await held;
          await route.continue();
        },
      );
      await page.getByRole('button', { name: 'Halaman berikutnya' }).click();
      const busy = page.getByRole('table', { name: 'Daftar partner (memuat data)' });
      await expect(busy).toHaveAttribute('aria-busy', 'true');
      await expect(busy).toHaveCSS('opacity', '0.6');
      release();
      await expect(table).toHaveCSS('opacity', '1');
      await expect(page).toHaveURL(/[?&]page=2/);
    });

    test("the dashboard's daily table lines its figures up on the right under their headers", async ({
      page,
    }) => {
      await page.goto('/');
      await page.getByText('Lihat data harian dalam tabel').click();
      const table = page.getByRole('table', { name: 'Data harian periode ini' });
      await expect(table.getByRole('row')).toHaveCount(31);
      for (const [column, name] of [
        [2, 'Transaksi'],
        [3, 'Pendapatan'],
      ] as const) {
        await expectRightAligned(
          table.getByRole('columnheader', { name, exact: true }),
          table.locator(`tbody tr > :nth-child(${column})`),
        );
      }
    });
  });
});
