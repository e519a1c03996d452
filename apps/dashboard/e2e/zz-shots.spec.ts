import { expect, test } from './fixtures';

const LISTS: [string, 'A' | 'P' | 'M'][] = [
  ['/partner', 'A'], ['/users', 'A'], ['/merchant/list', 'A'], ['/merchant/list?tab=registration', 'A'],
  ['/transaction-list', 'A'], ['/dispute', 'A'], ['/project-expee', 'A'], ['/promo', 'A'],
  ['/kreator', 'A'], ['/event', 'A'], ['/event/detail/1', 'A'], ['/survey', 'A'],
  ['/member', 'P'], ['/transaction', 'P'], ['/wirthdraw', 'P'], ['/', 'P'],
  ['/voucher', 'M'], ['/voucher?tab=redeem', 'M'],
];
for (const width of [1280, 390]) {
  for (const [path, role] of LISTS) {
    test.describe(`${path} ${width}`, () => {
      test.use({ signedInAs: role, viewport: { width, height: 900 } });
      test('shot', async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('[data-slot="data-table-row"], [data-slot="data-table-card"], table tbody tr').first()).toBeVisible();
        await page.waitForTimeout(300);
        const name = `${path.replace(/[/?=&]/g, '_')}-${role}-${width}`;
        await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
        const wide = await page.evaluate(() => {
          const main = document.querySelector('main') ?? document.body;
          return { scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth, main: main.scrollWidth };
        });
        console.log(name, JSON.stringify(wide));
      });
    });
  }
}
test.describe('selected + export', () => {
  test.use({ signedInAs: 'A', viewport: { width: 1280, height: 900 } });
  test('users', async ({ page }) => {
    await page.route('**/v1/admindata/allusers**', async (route) => {
      const url = new URL(route.request().url());
      if (url.searchParams.get('limit') === '100') await new Promise((r) => setTimeout(r, 4000));
      await route.continue();
    });
    await page.goto('/users');
    const boxes = page.locator('[data-slot="data-table-row"] [data-slot="data-table-select"]');
    await boxes.nth(0).check();
    await boxes.nth(2).check();
    await page.getByRole('button', { name: 'Ekspor' }).click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: '/tmp/shots/users-selected-exporting-1280.png' });
    await page.setViewportSize({ width: 390, height: 900 });
    await page.waitForTimeout(500);
    await page.screenshot({ path: '/tmp/shots/users-selected-exporting-390.png', fullPage: true });
  });
});
