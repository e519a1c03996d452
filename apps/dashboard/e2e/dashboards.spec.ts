import type { AdminDashboardTotals } from '@backoffice/sdk';
import type { Locator, Page } from '@playwright/test';
import { lastDays, todayInJakarta } from '../../../packages/ui/src/lib/jakarta-date';
import { textInBoxes } from '../../../packages/ui/test/text-in-box';
import { shownDate } from './dates';
import {
  count,
  type DemoRole,
  dashboardHeading,
  expect,
  gotoAnswer,
  rupiah,
  stat,
  test,
} from './fixtures';
import { MOCK_URL } from './urls';

// Reads only: the partner's referral codes, which these tests show, are changed in
// referral-codes.writes.spec.ts, never here.

// Large figures and long data words on a phone and on a desktop (ADR 0047): a figure is shown
// whole (never `1.234…`, which reads as another number), and no text makes the page wider than
// the window.

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

test.describe('admin', () => {
  test.use({ signedInAs: 'A' });

  // One visit: the default period and its daily table, a period of the user's, kept on reload, a
  // period that ends before it starts refused, then the same screen in dark mode.
  test('admin sees the default period and its daily table lined up, changes it (kept on reload), cannot apply one that ends before it starts; passes axe light and dark', async ({
    page,
    axe,
  }) => {
    const period = lastDays(7, todayInJakarta());
    const applied = `/?start_date=${period.start_date}&end_date=${period.end_date}`;

    await test.step('the default period the API answers', async () => {
      // Without a period in the URL the API answers its default one (the 30 days ending on the
      // server's today, which is the mock's clock, not this machine's): the inputs show it.
      const defaultAnswer = page.waitForResponse((r) =>
        r.url().endsWith('/v1/admindata/dashboard'),
      );
      await page.goto('/');
      const { data: defaults } = await (await defaultAnswer).json();
      await expect(page.getByRole('heading', { name: 'Dashboard Admin' })).toBeVisible();
      await expect(page.getByRole('img', { name: /^Pendapatan harian / })).toBeVisible();
      await expect(page.getByLabel('Tanggal mulai')).toHaveValue(shownDate(defaults.start_date));
      await expect(page.getByLabel('Tanggal akhir')).toHaveValue(shownDate(defaults.end_date));
      await expect(stat(page, 'Pendapatan')).toHaveText(rupiah(defaults.totals.revenue));
      await axe('/ (admin)');
    });

    await test.step('the daily table lines its figures up on the right under their headers', async () => {
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

    await test.step("a period of the user's, kept on reload", async () => {
      const answer = page.waitForResponse(
        (r) =>
          r.url().includes('/v1/admindata/dashboard?') &&
          r.url().includes(`start_date=${period.start_date}`),
      );
      await page.getByLabel('Tanggal mulai').fill(shownDate(period.start_date));
      await page.getByLabel('Tanggal akhir').fill(shownDate(period.end_date));
      await page.getByRole('button', { name: 'Terapkan' }).click();
      const { data } = await (await answer).json();
      await expect(page).toHaveURL(applied);
      await expect(stat(page, 'Pendapatan')).toHaveText(rupiah(data.totals.revenue));
      await expect(stat(page, 'Transaksi')).toHaveText(count(data.totals.transactions));
      await expect(page.locator('svg[role="img"] rect[data-date]')).toHaveCount(7);

      await page.reload();
      await expect(page.getByLabel('Tanggal mulai')).toHaveValue(shownDate(period.start_date));
      await expect(stat(page, 'Pendapatan')).toHaveText(rupiah(data.totals.revenue));
    });

    await test.step('a period that ends before it starts is refused', async () => {
      await page.getByLabel('Tanggal mulai').fill(shownDate(period.end_date));
      await page.getByLabel('Tanggal akhir').fill(shownDate(period.start_date));
      await page.getByRole('button', { name: 'Terapkan' }).click();
      await expect(
        page.getByText('Tanggal mulai tidak boleh setelah tanggal akhir.', { exact: true }),
      ).toBeVisible();
      await expect(page).toHaveURL(applied);
    });

    await test.step('dark mode', () => expectDarkPassesAxe(page, axe, 'A'));
  });

  test('a date typed before the default period arrives is kept when it comes', async ({ page }) => {
    // A slow line (issue 35): the default period's answer is held until the user has typed the
    // start. The fields follow the answer only where the user has not typed.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`${MOCK_URL}/v1/admindata/dashboard`, async (route) => {
      await held;
      await route.continue();
    });
    const defaultAnswer = page.waitForResponse((r) => r.url().endsWith('/v1/admindata/dashboard'));
    await page.goto('/');
    const typed = shownDate(lastDays(7, todayInJakarta()).start_date);
    await page.getByLabel('Tanggal mulai').fill(typed);
    // Typed while the answer was still on its way.
    await expect(page.getByText('Memuat periode', { exact: true })).toBeVisible();
    release();

    const { data: defaults } = await (await defaultAnswer).json();
    await expect(page.getByLabel('Tanggal akhir')).toHaveValue(shownDate(defaults.end_date));
    await expect(page.getByLabel('Tanggal mulai')).toHaveValue(typed);
  });

  test("admin's figures stay in place while they load, at 1280 and 390 px, and 7- and 8-digit totals show whole; at 800 px the menu is a drawer that closes with Escape", async ({
    page,
    axe,
  }) => {
    // The answer is held until the loading state has been measured: the chart's place and the
    // figures' hint lines are reserved, so what is under them does not move when it arrives. It
    // is the mock's, but with seven- and eight-digit totals.
    let release = () => {};
    let held = Promise.resolve();
    await page.route(`${MOCK_URL}/v1/admindata/dashboard*`, async (route) => {
      await held;
      const response = await route.fetch();
      const body = (await response.json()) as { data: { totals: AdminDashboardTotals } };
      body.data.totals = TOTALS;
      await route.fulfill({ response, json: body });
    });
    for (const width of [1280, 390]) {
      await test.step(`at ${width} px`, async () => {
        held = new Promise<void>((resolve) => {
          release = resolve;
        });
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/');
        const platform = page.getByRole('region', { name: 'Total platform' });
        await expect(platform.getByText('Memuat').first()).toBeAttached();
        const loading = await platform.boundingBox();
        release();
        await expect(page.getByRole('img', { name: /^Pendapatan harian / })).toBeVisible();
        await expect(platform.getByText('Memuat')).toHaveCount(0);
        expect((await platform.boundingBox())?.y).toBe(loading?.y);
      });
    }
    // Figures shown whole (ADR 0047): the layout follows the window's width live.
    for (const viewport of VIEWPORTS) {
      await test.step(`7- and 8-digit totals whole at ${viewport.width} px`, async () => {
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
        // The eight platform figures two to a row even on a phone: four rows, not eight.
        const tops = await page
          .getByRole('region', { name: 'Total platform' })
          .locator('[data-slot="stat"]')
          .evaluateAll((cards) =>
            cards.map((card) => Math.round(card.getBoundingClientRect().top)),
          );
        expect(new Set(tops).size).toBe(viewport.width < 640 ? 4 : 2);
      });
    }
    // The shell follows the width live, as a turned tablet's does.
    await test.step('at 800 px the menu collapses into a drawer that closes with Escape', async () => {
      await page.setViewportSize({ width: 800, height: 900 });
      await expect(dashboardHeading(page)).toBeVisible();
      const menuButton = page.getByRole('button', { name: 'Buka menu' });
      await expect(page.getByRole('navigation', { name: 'Menu utama' })).toHaveCount(0);
      await menuButton.click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expect(drawer).toBeVisible();
      const box = await drawer.boundingBox();
      expect(Math.round(box?.width ?? 0)).toBe(325);
      await axe('drawer open');
      await page.keyboard.press('Escape');
      await expect(drawer).toHaveCount(0);
      await expect(menuButton).toBeFocused();
    });
  });
});

test.describe('merchant', () => {
  test.use({ signedInAs: 'M' });

  test('merchant sees their redeem counts and the way to their vouchers in the desktop shell; a name without spaces does not widen the page at 390 and 1280 px; passes axe light and dark', async ({
    page,
    axe,
  }) => {
    await withLongMerchantName(page);
    const { data } = await gotoAnswer(page, '/', (url) =>
      url.endsWith('/v1/merchant/count_redeem'),
    );
    await expect(page.getByRole('heading', { name: 'Dashboard Merchant' })).toBeVisible();
    await expect(stat(page, 'Total redeem')).toHaveText(count(data.total));
    await expect(stat(page, 'Menunggu')).toHaveText(count(data.pending));
    await expect(stat(page, 'Diterima')).toHaveText(count(data.accepted));
    await expect(stat(page, 'Ditolak')).toHaveText(count(data.rejected));
    await expect(page.getByRole('link', { name: 'Kelola voucher' })).toHaveAttribute(
      'href',
      '/voucher',
    );
    await test.step('the desktop shell measures as docs/product.md#layouts-and-menus says', async () => {
      const drawer = page.locator('aside');
      expect(Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(325);
      const bar = page.getByRole('banner');
      expect(Math.round((await bar.boundingBox())?.height ?? 0)).toBe(75);
      await expect(page.getByRole('link', { name: 'Profil' })).toHaveAttribute('href', '/edit');
    });
    // Figures shown whole (ADR 0047): the layout follows the window's width live.
    const greeting = page.getByText(`Selamat datang, ${LONG_NAME}.`, { exact: true });
    for (const viewport of VIEWPORTS) {
      await test.step(`a merchant name without spaces at ${viewport.width} px`, async () => {
        await page.setViewportSize(viewport);
        await expect(greeting).toBeVisible();
        expect(await fitsItsBox(greeting)).toBe(true);
        expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
      });
    }
    await axe('/ (merchant)');
    await expectDarkPassesAxe(page, axe, 'M');
  });
});

test.describe('admin and partner', () => {
  test.use({ signedInAs: 'A,P' });

  test('admin-and-partner sees the referral dashboard (axe); the deep links use their column and their copy buttons line up, at 1280 px', async ({
    page,
    axe,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const table = page.getByRole('table', { name: 'Daftar kode referral' });
    await expect(table.getByRole('switch', { name: 'Status ANDIWIJAYA' })).toBeVisible();
    await axe('/ (admin-and-partner)');
    const buttons = table.getByRole('button', { name: /^Salin link / });
    await expect(buttons.first()).toBeVisible();
    const places = await buttons.evaluateAll((elements) =>
      elements.map((button) => {
        const cell = button.closest('td');
        if (cell === null) throw new Error('the copy button is not in a cell');
        const link = button.previousElementSibling;
        if (link === null) throw new Error('no link beside the copy button');
        const padding = Number.parseFloat(getComputedStyle(cell).paddingRight);
        return {
          right: button.getBoundingClientRect().right,
          cellEnd: cell.getBoundingClientRect().right - padding,
          // The link on one line, whole: one line box, no part cut by its box.
          lines: link.getClientRects().length,
          whole: link.scrollWidth <= link.clientWidth,
        };
      }),
    );
    expect(places.length).toBeGreaterThan(1);
    for (const place of places) {
      expect(
        Math.abs(place.right - place.cellEnd),
        'the button at the end of its cell',
      ).toBeLessThan(1);
      expect(place.lines).toBe(1);
      expect(place.whole).toBe(true);
    }
  });
});

test.describe("partner's figures", () => {
  test.use({ signedInAs: 'P' });

  // One visit: the layout follows the window's width live, as a turned tablet's does.
  test('the cards are equal and each figure and hint reads whole, at 1280 and 390 px; dark mode from its toggle passes axe and survives a reload', async ({
    page,
    axe,
  }) => {
    await page.goto('/');
    for (const width of [1280, 390]) {
      await test.step(`at ${width} px`, async () => {
        await page.setViewportSize({ width, height: 900 });
        const cards = page
          .getByRole('region', { name: 'Ringkasan referral' })
          .locator('[data-slot="stat"]');
        await expect(cards).toHaveCount(3);
        await expect(page.locator('[data-slot="stat"][aria-busy="true"]')).toHaveCount(0);
        const measured = await cards.evaluateAll((elements) =>
          elements.map((card) => {
            const lines = (slot: string) => {
              const part = card.querySelector(`[data-slot="${slot}"]`);
              if (part === null) throw new Error(`no ${slot}`);
              const range = document.createRange();
              range.selectNodeContents(part);
              return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
            };
            const box = card.getBoundingClientRect();
            return {
              width: box.width,
              top: box.top,
              value: lines('stat-value'),
              hint: lines('stat-hint'),
            };
          }),
        );
        const [first] = measured;
        if (first === undefined) throw new Error('no card');
        for (const card of measured) {
          expect(Math.abs(card.width - first.width), 'equal widths').toBeLessThan(1);
          expect(card.value, 'the figure on one line').toBe(1);
          expect(card.hint, 'the hint in at most two lines').toBeLessThanOrEqual(2);
          // Side by side at 1280 px, one above the other on a phone.
          if (width === 1280) expect(card.top).toBe(first.top);
        }
      });
    }
    // The same role on the same screen: one visit.
    await test.step('dark mode from its toggle passes axe and survives a reload without a light flash', async () => {
      await page.setViewportSize({ width: 1280, height: 900 });
      const toggle = page.getByRole('button', { name: 'Mode gelap' });
      await toggle.click();
      await expect(page.locator('html')).toHaveClass(/dark/);
      // The class must be there before any script of the app runs: check the first paint's HTML.
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.reload();
      await expect(page.locator('html')).toHaveClass(/dark/);
      await page.unroute('**/assets/*.js');
      await page.reload();
      await expect(page.getByRole('button', { name: 'Mode gelap' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      // Reloaded in dark mode, with its figures in (not their loading placeholders): axe scans
      // the dark page once, here, not also the same page just after the toggle.
      await expect(page.locator('[data-slot="stat"]').first()).toBeVisible();
      await expect(page.locator('[data-slot="stat"][aria-busy="true"]')).toHaveCount(0);
      await axe('/ (P, dark)');
      await page.getByRole('button', { name: 'Mode gelap' }).click();
      await page.reload();
      await expect(page.locator('html')).not.toHaveClass(/dark/);
    });
  });
});

/**
 * A numbers column reads right-aligned: its header's text ends at the right of the room its cell
 * gives it, with room to spare on the left (else any alignment would look the same), and every
 * cell's text ends at that same x while starting elsewhere (a shorter or longer figure).
 */
async function expectRightAligned(header: Locator, cells: Locator): Promise<void> {
  const [head] = await header.evaluateAll(textInBoxes);
  if (head === undefined) throw new Error('no header');
  expect(head.left - head.roomLeft, 'room left of the header').toBeGreaterThan(1);
  expect(Math.abs(head.roomRight - head.right), "the header's right edge").toBeLessThan(1);
  // Every cell in one call into the page.
  const measured = await cells.evaluateAll(textInBoxes);
  expect(measured.length).toBeGreaterThan(1);
  measured.forEach((cell, i) => {
    expect(Math.abs(cell.right - head.right), `cell ${i}'s right edge`).toBeLessThan(1);
    expect(Math.abs(cell.left - head.left), `cell ${i}'s left edge`).toBeGreaterThan(1);
  });
}

/**
 * The role's dashboard, turned dark by the top bar's toggle, passes axe once its figures are in
 * (not their loading placeholders). Dark mode from the first paint of a reload is the partner's
 * test below.
 */
async function expectDarkPassesAxe(
  page: Page,
  axe: (label?: string) => Promise<void>,
  role: DemoRole,
): Promise<void> {
  await page.getByRole('button', { name: 'Mode gelap' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.locator('[data-slot="stat"]').first()).toBeVisible();
  await expect(page.locator('[data-slot="stat"][aria-busy="true"]')).toHaveCount(0);
  await axe(`/ (${role}, dark)`);
}
