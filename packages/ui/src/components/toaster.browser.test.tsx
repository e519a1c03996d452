import { page } from 'vitest/browser';
import { show } from '../../test/show';
import { Toaster, toast } from './toaster';

// The toasts as users see them, measured in Chromium with the kit's stylesheet (moved from the
// journeys, ADR 0145). Which screen raises which toast is the screens' own tests.

/**
 * The toast's box once every animation in it has finished: where it rests. Sonner starts the
 * entry transition only when it marks the toast mounted, a render later: measured before, a busy
 * machine saw the toast still one height above its place.
 */
async function restingBox(element: Element): Promise<DOMRect> {
  await vi.waitFor(() => expect(element.getAttribute('data-mounted')).toBe('true'));
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

it('a success and an error toast at 1280 px: 48 px high, 60 px apart from the top bar, left of its controls, green and red', async () => {
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
  // 356 px wide. The first sits in the top bar (75 px), in the middle of its height, and left
  // of its search, theme, photo and Logout (296 px from the right), where it covers no control.
  expect(errorBox.height).toBe(48);
  expect(successBox.height).toBe(48);
  expect(successBox.y - errorBox.y).toBe(60);
  expect(errorBox.y).toBe((75 - 48) / 2);
  expect(window.innerWidth - errorBox.right).toBe(296);
  expect(errorBox.width).toBe(356);
  // docs/product.md#messages: a success is green with white text, an error red with near-black
  // text (globals.css: white on red is below 4.5:1).
  expect(looks(success)).toEqual({ background: 'rgb(21, 128, 61)', text: 'rgb(255, 255, 255)' });
  expect(looks(error)).toEqual({ background: 'rgb(239, 59, 59)', text: 'rgb(10, 10, 10)' });
});

// Two saves of the same kind in a row (moved from the journey "two toasts stack from the top"
// in apps/dashboard/e2e/referral-codes.writes.spec.ts; that each switch raises its toast is
// apps/dashboard/src/features/referral/referral-dashboard-page.test.tsx): both stay, stacked.
it('two toasts of the same text stack from the top, the newest first, 60 px above the one before, with its Tutup button', async () => {
  await page.viewport(1280, 800);
  show(<Toaster />);
  toast('Status Referral berhasil diubah.');
  toast('Status Referral berhasil diubah.');
  const toasts = page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem');
  await vi.waitFor(() =>
    expect(toasts.elements().map((item) => item.textContent)).toEqual([
      'Status Referral berhasil diubah.',
      'Status Referral berhasil diubah.',
    ]),
  );
  const [newest, older] = toasts.elements() as [HTMLElement, HTMLElement];
  const newestBox = await restingBox(newest);
  const olderBox = await restingBox(older);
  expect(newestBox.height).toBe(48);
  expect(olderBox.y - newestBox.y).toBe(60);
  await expect.element(toasts.nth(0).getByRole('button', { name: 'Tutup' })).toBeVisible();
});

it('at 390 px a toast starts 16 px under the top bar and takes the width but 16 px each side', async () => {
  await page.viewport(390, 844);
  show(<Toaster />);
  toast('Link berhasil disalin.');
  const item = page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem');
  await expect.element(item).toHaveTextContent('Link berhasil disalin.');
  const box = await restingBox(item.element());
  // The phone's top bar holds its menu button, title and controls edge to edge: no room beside.
  expect(box.y).toBe(75 + 16);
  expect(box.x).toBe(16);
  expect(box.width).toBe(390 - 32);
});
