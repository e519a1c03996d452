import { page } from 'vitest/browser';
import { show } from '../../test/show';
import { Toaster, toast } from './toaster';

// The toasts as users see them, measured in Chromium with the kit's stylesheet (moved from the
// journey in apps/dashboard/e2e/screen-kit.spec.ts, ADR 0145). Which screen raises which toast
// is the screens' own tests.

/** The element's box once every animation in it has finished: where it rests. */
async function restingBox(element: Element): Promise<DOMRect> {
  await Promise.all(
    element.getAnimations({ subtree: true }).map((animation) => animation.finished),
  );
  return element.getBoundingClientRect();
}

function looks(element: Element): { background: string; text: string } {
  const style = getComputedStyle(element);
  return { background: style.backgroundColor, text: style.color };
}

afterEach(() => {
  toast.dismiss();
});

it('a success and an error toast at 1280 px: 48 px high, 60 px apart from the top right, green and red', async () => {
  await page.viewport(1280, 800);
  show(<Toaster />);
  // The app's success is the untyped toast (docs/product.md#messages).
  toast('Link berhasil disalin.');
  toast.error('Server sedang sibuk.');
  const toasts = page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem');
  await vi.waitFor(() =>
    expect(toasts.elements().map((item) => item.textContent)).toEqual([
      'Server sedang sibuk.',
      'Link berhasil disalin.',
    ]),
  );
  const [error, success] = toasts.elements() as [HTMLElement, HTMLElement];
  const errorBox = await restingBox(error);
  const successBox = await restingBox(success);
  // docs/product.md#constants: a one-line toast is 48 px, the next one 12 px below (60 apart),
  // from the top right corner 16 px in, under the top bar (75 px) that they must not cover, 356 px
  // wide.
  expect(errorBox.height).toBe(48);
  expect(successBox.height).toBe(48);
  expect(successBox.y - errorBox.y).toBe(60);
  expect(errorBox.y).toBe(75 + 16);
  expect(window.innerWidth - errorBox.right).toBe(16);
  expect(errorBox.width).toBe(356);
  // docs/product.md#messages: a success is green with white text, an error red with near-black
  // text (globals.css: white on red is below 4.5:1).
  expect(looks(success)).toEqual({ background: 'rgb(21, 128, 61)', text: 'rgb(255, 255, 255)' });
  expect(looks(error)).toEqual({ background: 'rgb(239, 59, 59)', text: 'rgb(10, 10, 10)' });
});
