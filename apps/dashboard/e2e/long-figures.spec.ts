import type { AdminDashboardTotals } from '@backoffice/sdk';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { MOCK_URL } from './urls';

// Large figures and long data words on a phone and on a desktop: a figure is shown whole (never
// `1.234…`, which reads as another number), and no text makes the page wider than the window.

const count = (value: number) => new Intl.NumberFormat('id-ID').format(value);

/** Seven- and eight-digit totals, each different so that each is found by its own text. */
const TOTALS: AdminDashboardTotals = {
  revenue: 98_765_432,
  transactions: 9_876_543,
  users: 12_345_678,
  members: 23_456_789,
  partners: 34_567_890,
  merchants: 45_678_901,
  pending_merchants: 1_234_567,
  active_vouchers: 56_789_012,
  creators: 67_890_123,
  events: 78_901_234,
  projects: 89_012_345,
};

const SHOWN_FIGURES = [
  `Rp ${count(TOTALS.revenue)}`,
  ...(
    [
      'transactions',
      'users',
      'members',
      'partners',
      'merchants',
      'active_vouchers',
      'creators',
      'events',
      'projects',
    ] as const
  ).map((key) => count(TOTALS[key])),
];

/** 90 letters without a space (the contract allows 100): a name no line can break at a space. */
const LONG_NAME = `CV${'MajuJayaSentosa'.repeat(6)}`;

async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/** The element's text fits its box: nothing cut off, nothing spilling out. */
async function fitsItsBox(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element.scrollWidth <= element.clientWidth);
}

/** Answers the admin dashboard with the mock's data but these totals. */
async function withLargeTotals(page: Page): Promise<void> {
  await page.route(`${MOCK_URL}/v1/admindata/dashboard*`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { totals: AdminDashboardTotals } };
    body.data.totals = TOTALS;
    await route.fulfill({ response, json: body });
  });
}

/**
 * Answers the merchant profile with the mock's data, the greeting naming a merchant whose name
 * has no space to break at (the contract allows 100 characters).
 */
async function withLongMerchantName(page: Page): Promise<void> {
  await page.route(`${MOCK_URL}/v1/merchant/profile*`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { message: string } };
    body.data.message = `Selamat datang, ${LONG_NAME}.`;
    await route.fulfill({ response, json: body });
  });
}

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

// One load per role: the layout follows the window's width live, as a turned tablet's does.
test.describe('as the admin', () => {
  test.use({ signedInAs: 'A' });

  test('the admin dashboard shows 7- and 8-digit totals whole, at 390 and 1280 px', async ({
    page,
  }) => {
    await withLargeTotals(page);
    await page.goto('/');
    for (const viewport of VIEWPORTS) {
      await test.step(`at ${viewport.width} px`, async () => {
        await page.setViewportSize(viewport);
        for (const figure of SHOWN_FIGURES) {
          const shown = page.getByText(figure, { exact: true });
          await expect(shown).toBeVisible();
          expect(await fitsItsBox(shown), `${figure} fits its card`).toBe(true);
        }
        await expect(
          page.getByText(`${count(TOTALS.pending_merchants)} menunggu persetujuan`, {
            exact: true,
          }),
        ).toBeVisible();
        expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
      });
    }
  });
});

test.describe('as the merchant', () => {
  test.use({ signedInAs: 'M' });

  test('a merchant name without spaces does not widen the merchant home, at 390 and 1280 px', async ({
    page,
  }) => {
    await withLongMerchantName(page);
    await page.goto('/');
    const greeting = page.getByText(`Selamat datang, ${LONG_NAME}.`, { exact: true });
    for (const viewport of VIEWPORTS) {
      await test.step(`at ${viewport.width} px`, async () => {
        await page.setViewportSize(viewport);
        await expect(greeting).toBeVisible();
        expect(await fitsItsBox(greeting)).toBe(true);
        expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
      });
    }
  });
});
