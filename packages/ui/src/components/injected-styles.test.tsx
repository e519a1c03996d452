import * as DialogPrimitive from '@radix-ui/react-dialog';
import { render, screen } from '@testing-library/react';
import { Dialog, DialogTitle } from './dialog';

// The production CSP lets stylesheets come from the app's own files only (style-src 'self'). Two
// libraries add <style> elements from script, which that policy refuses (ADR 0103): these tests
// show that they still do, and fail once a new version stops, when the way round can go.

/** The text of every <style> element in the document's head. */
function headStyles(): string[] {
  return [...document.head.querySelectorAll('style')].map((style) => style.textContent ?? '');
}

it("Radix Dialog's Overlay locks the page's scroll with a <style> element it adds", async () => {
  render(
    <DialogPrimitive.Root open>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay />
        <DialogPrimitive.Content aria-describedby={undefined}>
          <DialogPrimitive.Title>Radix</DialogPrimitive.Title>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>,
  );
  await screen.findByRole('dialog', { name: 'Radix' });
  expect(headStyles().some((css) => css.includes('body[data-scroll-locked]'))).toBe(true);
});

it('our Dialog, without that Overlay, adds no <style> element', async () => {
  const before = headStyles();
  render(
    <Dialog open onOpenChange={() => {}} aria-describedby={undefined}>
      <DialogTitle>Kami</DialogTitle>
    </Dialog>,
  );
  await screen.findByRole('dialog', { name: 'Kami' });
  expect(headStyles()).toEqual(before);
});

it('sonner adds its whole stylesheet as a <style> element when it loads', async () => {
  // Loaded by this package's toaster already, or now: either way its <style> is in the head. The
  // dashboard's build drops that call and serves the same rules as a file
  // (apps/dashboard/build/sonner-css-plugin.ts).
  await import('sonner');
  expect(headStyles().some((css) => css.startsWith('[data-sonner-toaster]'))).toBe(true);
});
