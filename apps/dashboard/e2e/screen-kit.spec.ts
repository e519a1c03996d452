import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Reads: what the design system's toasts and tables look like and let users do, measured in
// Chromium on the production build, where jsdom (packages/ui's unit tests) sees no CSS. Nothing
// here reaches the mock's data: the one write a test starts is answered by the test itself.

/**
 * Where an element's text starts and ends, and where the room its box gives the text (inside the
 * padding) starts and ends.
 */
function textInBox(
  element: Locator,
): Promise<{ left: number; right: number; roomLeft: number; roomRight: number }> {
  return element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const text = range.getBoundingClientRect();
    const box = node.getBoundingClientRect();
    const style = getComputedStyle(node);
    return {
      left: text.left,
      right: text.right,
      roomLeft: box.left + Number.parseFloat(style.paddingLeft),
      roomRight: box.right - Number.parseFloat(style.paddingRight),
    };
  });
}

/**
 * A numbers column reads right-aligned: its header's text ends at the right of the room its cell
 * gives it, with room to spare on the left (else any alignment would look the same), and every
 * cell's text ends at that same x while starting elsewhere (a shorter or longer figure).
 */
async function expectRightAligned(header: Locator, cells: Locator): Promise<void> {
  const head = await textInBox(header);
  expect(head.left - head.roomLeft, 'room left of the header').toBeGreaterThan(1);
  expect(Math.abs(head.roomRight - head.right), "the header's right edge").toBeLessThan(1);
  const count = await cells.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i++) {
    const cell = await textInBox(cells.nth(i));
    expect(Math.abs(cell.right - head.right), `cell ${i}'s right edge`).toBeLessThan(1);
    expect(Math.abs(cell.left - head.left), `cell ${i}'s left edge`).toBeGreaterThan(1);
  }
}

/** How many pixels the page itself scrolls sideways (0: nothing sticks out of the screen). */
function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

test.describe('toasts, signed in as P', () => {
  test.use({ signedInAs: 'P', colorScheme: 'light' });

  test('a success and an error toast: 48 px high, 60 px apart from the top right, green and red', async ({
    page,
    context,
  }) => {
    // No slide-in animation moving the boxes while they are measured.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // The switch's call fails here, before it reaches the mock: an error toast, and no data changed.
    await page.route('**/v1/partner/activedeactive/*', (route) =>
      route.fulfill({ status: 503, json: { message: 'Server sedang sibuk.' } }),
    );
    await page.goto('/');
    const table = page.getByRole('table', { name: 'Daftar kode referral' });
    await table.getByRole('button', { name: 'Salin link BANDUNGHEMAT' }).click();
    await table.getByRole('switch', { name: 'Status BANDUNGHEMAT' }).click();

    const toasts = page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem');
    await expect(toasts).toHaveText(['Server sedang sibuk.', 'Link berhasil disalin.']);
    const [error, success] = await Promise.all([
      toasts.nth(0).boundingBox(),
      toasts.nth(1).boundingBox(),
    ]);
    if (error === null || success === null) throw new Error('a toast is not on screen');
    // docs/product.md#constants: a one-line toast is 48 px, the next one 12 px below (60 apart).
    expect(error.height).toBe(48);
    expect(success.height).toBe(48);
    expect(success.y - error.y).toBe(60);
    // From the top right corner, 16 px in, 356 px wide.
    const viewport = page.viewportSize();
    expect(error.y).toBe(16);
    expect((viewport?.width ?? 0) - (error.x + error.width)).toBe(16);
    expect(error.width).toBe(356);

    // docs/product.md#messages: a success (the untyped toast the app raises) is green with white
    // text, an error red with near-black text (globals.css: white on red is below 4.5:1).
    // Read at once, while both are surely on screen (each goes after 4 s).
    const looks = (toast: Locator) =>
      toast.evaluate((element) => {
        const style = getComputedStyle(element);
        return { background: style.backgroundColor, text: style.color };
      });
    expect(await looks(toasts.nth(1))).toEqual({
      background: 'rgb(21, 128, 61)',
      text: 'rgb(255, 255, 255)',
    });
    expect(await looks(toasts.nth(0))).toEqual({
      background: 'rgb(239, 59, 59)',
      text: 'rgb(10, 10, 10)',
    });
  });
});

// Below 640 px a list is cards (e2e/list-layout.spec.ts); from 640 px a table wider than its
// box, as on a small tablet, scrolls inside it.
test.describe('tables narrower than their columns, signed in as A', () => {
  test.use({ signedInAs: 'A', viewport: { width: 640, height: 844 } });

  test('a wide list scrolls inside its box, and a row action under the edge shadow takes the click', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/partner');
    const box = page.getByRole('region', { name: 'Daftar partner' });
    const edit = box.getByRole('link', { name: /^Ubah / }).first();
    await expect(edit).toBeAttached();
    // The page stays as wide as the phone; the table's box scrolls instead.
    expect(await pageOverflow(page)).toBe(0);
    const { scrollWidth, clientWidth } = await box.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    await box.evaluate((el) => el.scrollTo({ left: 100 }));
    await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBe(100);
    expect(await pageOverflow(page)).toBe(0);

    // Scrolled so that the first row's "Ubah" sits under the end shadow, which shows.
    const shadow = page.locator('[data-slot="table-scroll-shadow"][data-side="end"]');
    await box.evaluate((el) => el.scrollTo({ left: 0 }));
    const [boxRect, editRect] = await Promise.all([box.boundingBox(), edit.boundingBox()]);
    if (boxRect === null || editRect === null) throw new Error('no table box or no Ubah link');
    const shift = editRect.x + editRect.width / 2 - (boxRect.x + boxRect.width - 12);
    await box.evaluate((el, left) => el.scrollTo({ left }), shift);
    await expect(shadow).toHaveCSS('opacity', '1');
    const [shadowRect, under] = await Promise.all([shadow.boundingBox(), edit.boundingBox()]);
    if (shadowRect === null || under === null) throw new Error('no shadow or no Ubah link');
    const x = under.x + under.width / 2;
    const y = under.y + under.height / 2;
    expect(x).toBeGreaterThan(shadowRect.x);
    expect(x).toBeLessThan(shadowRect.x + shadowRect.width);
    // The point under the shadow belongs to the link: the shadow lets the pointer through.
    expect(
      await edit.evaluate(
        (link, point) => link.contains(document.elementFromPoint(point.x, point.y)),
        { x, y },
      ),
    ).toBe(true);
    const href = await edit.getAttribute('href');
    await page.mouse.click(x, y);
    expect(href).toMatch(/^\/partner\/edit\//);
    await expect(page).toHaveURL(href ?? '');
  });
});

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

  test.describe('signed in as P', () => {
    // A wide screen: the list's columns get more room than their widest text, so the room a
    // header leaves shows which side it is aligned to.
    test.use({ signedInAs: 'P', viewport: { width: 1920, height: 1080 } });

    test('a list column the caller right-aligns lines its header and cells up on the right', async ({
      page,
    }) => {
      await page.goto('/member');
      const table = page.getByRole('table', { name: 'Daftar member' });
      const headers = table.getByRole('columnheader');
      await expect(headers).toContainText(['No', 'Nama', 'Kontak', 'Kode Referral', 'Transaksi']);
      const column = (await headers.allTextContents()).indexOf('Transaksi') + 1;
      await expectRightAligned(
        table.getByRole('columnheader', { name: 'Transaksi', exact: true }),
        table.locator(`tbody tr > :nth-child(${column})`),
      );
    });
  });
});

test.describe('forms on a phone, signed in as A', () => {
  test.use({ signedInAs: 'A', viewport: { width: 390, height: 844 } });

  // The top bar's title on a phone: e2e/page-titles.spec.ts, for every route.
  test('a long file name is cut inside the screen', async ({ page }) => {
    await page.goto('/event/add');
    const banner = page.getByLabel('Banner');
    await expect(page.getByText('Pilih berkas', { exact: true })).toBeVisible();
    await banner.setInputFiles({
      name: 'spanduk-festival-kuliner-nusantara-bandung-2026-versi-akhir.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
    const name = page.getByText('spanduk-festival-kuliner-nusantara-bandung-2026-versi-akhir.png');
    await expect(page.getByText('Ganti foto', { exact: true })).toBeVisible();
    const box = await name.evaluate((p) => ({
      ellipsis: p.scrollWidth > p.clientWidth,
      right: p.getBoundingClientRect().right,
      pageWidth: document.documentElement.scrollWidth,
    }));
    expect(box.ellipsis, 'the name ends in …').toBe(true);
    expect(box.right).toBeLessThanOrEqual(390);
    expect(box.pageWidth, 'the page does not scroll sideways').toBeLessThanOrEqual(390);
  });
});

/** WCAG contrast of two computed colours (`rgb(r, g, b)`). */
function contrast(a: string, b: string): number {
  const luminance = (rgb: string) => {
    const [r, g, bl] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => {
      const channel = Number(part) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

// A question before a delete: its Hapus is the danger button (white text on a red it reads on,
// globals.css danger-action), and a ✕ closes it as it closes the reject dialog.
for (const theme of ['light', 'dark'] as const) {
  test.describe(`a delete question, ${theme}`, () => {
    test.use({ signedInAs: 'A', colorScheme: theme });

    test('at 1280 and 390 px, Hapus is white on red at AA, and the ✕ in its corner closes it', async ({
      page,
    }) => {
      await page.addInitScript((dark) => {
        window.localStorage.setItem('theme', dark ? 'dark' : 'light');
      }, theme === 'dark');
      for (const width of [1280, 390]) {
        await test.step(`${width} px`, async () => {
          await page.setViewportSize({ width, height: 844 });
          await page.goto('/survey');
          await page
            .getByRole('button', { name: /^Hapus / })
            .first()
            .click();
          const dialog = page.getByRole('alertdialog', { name: 'Hapus survey?' });
          await expect(dialog).toBeVisible();
          const confirm = dialog.getByRole('button', { name: 'Hapus', exact: true });
          const looks = await confirm.evaluate((element) => {
            const style = getComputedStyle(element);
            return { background: style.backgroundColor, text: style.color };
          });
          expect(looks.text).toBe('rgb(255, 255, 255)');
          expect(contrast(looks.text, looks.background)).toBeGreaterThanOrEqual(4.5);

          const close = dialog.getByRole('button', { name: 'Tutup' });
          const [box, corner] = await Promise.all([dialog.boundingBox(), close.boundingBox()]);
          if (box === null || corner === null) throw new Error('the dialog is not on screen');
          expect(corner.x + corner.width).toBeLessThanOrEqual(box.x + box.width);
          expect(corner.x).toBeGreaterThan(box.x + box.width / 2);
          expect(corner.y - box.y).toBeLessThan(32);
          await close.click();
          await expect(dialog).toHaveCount(0);
        });
      }
    });
  });
}

test.describe('the date field’s calendar on a phone, signed in as A', () => {
  test.use({ signedInAs: 'A', viewport: { width: 390, height: 844 } });

  for (const theme of ['light', 'dark'] as const) {
    test(`opens inside the screen in Indonesian, picks by keys and keeps the time (${theme})`, async ({
      page,
      axe,
    }) => {
      await page.addInitScript((chosen) => window.localStorage.setItem('theme', chosen), theme);
      await page.goto('/event/add');
      await expect(page.locator('html')).toHaveClass(
        theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/,
      );
      const start = page.getByRole('textbox', { name: /^Waktu mulai/ });
      await start.fill('20/12/2026 09.00');
      const button = start.locator('xpath=..').getByRole('button', { name: 'Pilih dari kalender' });
      await button.click();

      const calendar = page.getByRole('dialog', { name: 'Pilih tanggal' });
      const grid = calendar.getByRole('grid', { name: 'Desember 2026' });
      await expect(grid.getByRole('columnheader')).toHaveText([
        'Sen',
        'Sel',
        'Rab',
        'Kam',
        'Jum',
        'Sab',
        'Min',
      ]);
      await expect(
        calendar.getByRole('button', { name: 'Minggu, 20 Desember 2026' }),
      ).toBeFocused();
      const box = await calendar.boundingBox();
      if (box === null) throw new Error('the calendar is not on screen');
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(box.y + box.height).toBeLessThanOrEqual(844);
      await axe(`/event/add, the calendar open (${theme})`);

      await page.keyboard.press('ArrowRight');
      await expect(calendar.getByRole('grid', { name: 'Desember 2026' })).toBeVisible();
      await expect(calendar.getByRole('button', { name: 'Senin, 21 Desember 2026' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(calendar).toBeHidden();
      await expect(start).toHaveValue('21/12/2026 09.00');
      await expect(button).toBeFocused();
    });
  }
});
