import type { Page } from '@playwright/test';
import { expect, test, visit } from './fixtures';

// Focus you can see (issue 39, WCAG 2.4.7, measured as 2.4.13 asks): a keyboard user tabs
// through a list and a form, in light and dark mode, and at every stop the focused control has
// a ring (docs/decisions/0165-one-focus-ring-drawn-by-the-stylesheet.md) at least 2 px wide whose
// colour contrasts 3:1 or more with the background around the control, and no box around it
// cuts the ring off. Read from the computed styles, one call per stop: screenshots of every stop
// cost seconds each on a loaded machine.

/** Stops per page: enough to cross the menu, the top bar, the toolbar and the first rows. */
const LIST_STOPS = 28;
const FORM_STOPS = 20;

type Stop = {
  name: string;
  /** The ring's width in px, 0 without one. */
  width: number;
  /** Contrast of the ring's colour with the background it is drawn on. */
  contrast: number;
  /** The box that cuts the ring off, if one does. */
  clippedBy: string | null;
};

/** Presses Tab `stops` times and reads each focused control's ring. */
async function tabThrough(page: Page, stops: number): Promise<Stop[]> {
  const seen: Stop[] = [];
  for (let index = 0; index < stops; index++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(async () => {
      const element = document.activeElement;
      if (!(element instanceof HTMLElement) || element === document.body) return null;
      // A control's colours ease in (transition-colors, the ring's colour among them): the
      // ring is read as it ends, not a frame into its transition.
      await Promise.all(element.getAnimations().map((animation) => animation.finished));
      const canvas = new OffscreenCanvas(1, 1);
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) throw new Error('no 2d context');
      /** Any CSS colour (oklch included) as sRGB 0-255 and alpha 0-1. */
      const rgba = (colour: string): [number, number, number, number] => {
        context.clearRect(0, 0, 1, 1);
        context.fillStyle = colour;
        context.fillRect(0, 0, 1, 1);
        const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
        return [r, g, b, a / 255];
      };
      /** The opaque colour behind `from`: its ancestors' backgrounds, blended, over white. */
      const behind = (from: Element | null): [number, number, number] => {
        const layers: [number, number, number, number][] = [];
        for (let node = from; node; node = node.parentElement) {
          const layer = rgba(getComputedStyle(node).backgroundColor);
          if (layer[3] > 0) layers.push(layer);
          if (layer[3] >= 1) break;
        }
        let colour: [number, number, number] = [255, 255, 255];
        for (const [r, g, b, a] of layers.reverse()) {
          colour = [
            r * a + colour[0] * (1 - a),
            g * a + colour[1] * (1 - a),
            b * a + colour[2] * (1 - a),
          ];
        }
        return colour;
      };
      const luminance = ([r, g, b]: [number, number, number]) => {
        const channel = (v: number) => {
          const c = v / 255;
          return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
      };
      const style = getComputedStyle(element);
      const width = style.outlineStyle === 'none' ? 0 : Number.parseFloat(style.outlineWidth);
      const offset = Number.parseFloat(style.outlineOffset) || 0;
      const background = behind(element.parentElement);
      const [r, g, b, a] = rgba(style.outlineColor);
      const ring: [number, number, number] = [
        r * a + background[0] * (1 - a),
        g * a + background[1] * (1 - a),
        b * a + background[2] * (1 - a),
      ];
      const [light, dark] = [luminance(ring), luminance(background)].sort((x, y) => y - x);
      // The ring's outer edge must lie inside every ancestor that clips what overflows it.
      const box = element.getBoundingClientRect();
      const reach = width + Math.max(0, offset);
      let clippedBy: string | null = null;
      for (let node = element.parentElement; node && !clippedBy; node = node.parentElement) {
        const { overflowX, overflowY } = getComputedStyle(node);
        if (overflowX === 'visible' && overflowY === 'visible') continue;
        const area = node.getBoundingClientRect();
        const left = area.left + node.clientLeft;
        const top = area.top + node.clientTop;
        if (
          box.left - reach < left - 0.5 ||
          box.top - reach < top - 0.5 ||
          box.right + reach > left + node.clientWidth + 0.5 ||
          box.bottom + reach > top + node.clientHeight + 0.5
        ) {
          clippedBy = `${node.tagName.toLowerCase()}.${[...node.classList].slice(0, 3).join('.')}`;
        }
      }
      const label =
        element.getAttribute('aria-label') ||
        element.textContent?.trim().slice(0, 30) ||
        element.getAttribute('name') ||
        element.id;
      return {
        name: `${element.tagName.toLowerCase()} "${label}"`,
        width,
        contrast: Math.round((((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05)) * 100) / 100,
        clippedBy,
      };
    });
    if (stop === null) break;
    seen.push(stop);
  }
  return seen;
}

/** The stops whose ring is missing, thin, faint or cut off. */
function unseen(stops: Stop[]): string[] {
  return stops
    .filter((stop) => stop.width < 2 || stop.contrast < 3 || stop.clippedBy !== null)
    .map(
      (stop) =>
        `${stop.name}: ring ${stop.width}px, contrast ${stop.contrast}${stop.clippedBy ? `, cut off by ${stop.clippedBy}` : ''}`,
    );
}

test.describe('focus you can see', () => {
  test.use({ signedInAs: 'A' });

  for (const theme of ['light', 'dark'] as const) {
    test(`${theme}: every stop of the user list and of the partner form shows a 2 px ring at 3:1, not cut off; at 390 px the skip link is a filled button on top`, async ({
      page,
    }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await page.goto('/users');
      await expect(page.locator('[data-slot="data-table-row"]').first()).toBeVisible();
      // From the top: the skip link, the menu, the top bar, the toolbar and the first rows.
      const list = await tabThrough(page, LIST_STOPS);
      expect(list.length).toBe(LIST_STOPS);
      // Among them the states whose ring is hardest to see: the current menu item on the brand's
      // fill, the box that picks the page, and a row's switch that is on.
      expect(list.map((stop) => stop.name)).toEqual(
        expect.arrayContaining([
          'a "User"',
          'input "Pilih semua di halaman ini"',
          'button "Status Agus Simanjuntak"',
        ]),
      );
      await expect(
        page.getByRole('navigation').getByRole('link', { name: 'User', exact: true }),
      ).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('switch', { name: 'Status Agus Simanjuntak' })).toBeChecked();
      expect(unseen(list)).toEqual([]);

      // Opened as the app's links open a page: the check is the form's stops, not a load.
      await visit(page, '/partner/add');
      await expect(page.getByRole('button', { name: 'Simpan' })).toBeVisible();
      // From the page's title: the form's own stops, not the menu's again.
      await page.getByRole('heading', { level: 1 }).focus();
      const form = await tabThrough(page, FORM_STOPS);
      expect(form.map((stop) => stop.name)).toContain('button "Simpan"');
      expect(unseen(form)).toEqual([]);

      await test.step("a move, and Back, put focus on the page's title", async () => {
        await page.getByRole('navigation').getByRole('link', { name: 'User', exact: true }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'User' })).toBeFocused();
        await page.goBack();
        await expect(page.getByRole('heading', { level: 1, name: 'Tambah Partner' })).toBeFocused();
      });

      await test.step('at 390 px the first Tab shows the skip link as a button on top', async () => {
        await page.setViewportSize({ width: 390, height: 844 });
        await page.reload();
        await expect(page.getByRole('button', { name: 'Simpan' })).toBeVisible();
        await page.keyboard.press('Tab');
        const skip = page.getByRole('link', { name: 'Lewati ke konten' });
        await expect(skip).toBeFocused();
        const look = await skip.evaluate((element) => {
          const luminance = (colour: string) =>
            (colour.match(/[\d.]+/g) ?? [])
              .slice(0, 3)
              .map((value) => Number(value) / 255)
              .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
              .reduce((sum, c, i) => sum + c * ([0.2126, 0.7152, 0.0722][i] ?? 0), 0);
          const style = getComputedStyle(element);
          const box = element.getBoundingClientRect();
          const [light, dark] = [luminance(style.color), luminance(style.backgroundColor)].sort(
            (a, b) => b - a,
          );
          return {
            filled: style.backgroundColor !== 'rgba(0, 0, 0, 0)',
            textContrastAtLeast45: ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05) >= 4.5,
            inWindow: box.left >= 0 && box.top >= 0 && box.right <= window.innerWidth,
            oneLine: box.height < 2.5 * Number.parseFloat(style.lineHeight),
            onTop:
              document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) ===
              element,
          };
        });
        expect(look).toEqual({
          filled: true,
          textContrastAtLeast45: true,
          inWindow: true,
          oneLine: true,
          onTop: true,
        });
        await page.keyboard.press('Enter');
        await expect(page.locator('main#main')).toBeFocused();
      });
    });
  }
});
