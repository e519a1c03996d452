import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import * as React from 'react';
import { cn, slotted } from '../lib/cn';
import { XIcon } from './icons';

// The dialogs' share of the library, which dialog.tsx loads with the first dialog that opens and
// renders once loaded (ADR 0103).

/** A box over the page, less a margin on each side. */
const BOX =
  'left-1/2 grid max-h-[calc(100dvh-2rem)] w-full max-w-[calc(100%-2rem)] -translate-x-1/2 rounded-lg border bg-background';

// Where the box sits and how wide it is are `placement` and `size`, never classes over these.
const dialogBox = cva('fixed z-50 overflow-y-auto text-foreground shadow-lg outline-none', {
  variants: {
    // `center`: a form or a question, centred and padded. `top`: a search (the palette) near the
    // top, so that its results grow downwards. `start`: a drawer along the left edge, the
    // screen's height and the menu's width (`--drawer-width`), `size` not applying. In `top` and
    // `start` the parts pad themselves.
    placement: {
      center: `${BOX} top-1/2 -translate-y-1/2 gap-4 p-6`,
      top: `${BOX} top-4 sm:top-[12vh] sm:max-h-[76vh]`,
      start:
        'top-0 left-0 flex h-dvh max-h-dvh w-(--drawer-width) max-w-[85vw] flex-col border-r bg-card',
    },
    // Its width from 640 px up (32 rem for `lg`); below, the screen's less a margin.
    size: { md: 'sm:max-w-md', lg: 'sm:max-w-lg', xl: 'sm:max-w-xl', '2xl': 'sm:max-w-2xl' },
  },
  defaultVariants: { placement: 'center', size: 'lg' },
});

export type DialogContentProps = React.ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof dialogBox> & {
    /** Shows the corner close button (labelled "Tutup"). */
    showCloseButton?: boolean;
  };

/** The ✕ in a dialog's top right corner. */
const closeClasses =
  'absolute top-4 right-4 cursor-pointer rounded-sm opacity-70 transition-opacity hover:opacity-100 disabled:pointer-events-none';

/**
 * Focus goes back to where it was when the dialog opened. Radix would focus its own Trigger,
 * which these dialogs do not use: the opener is the page's, rendered before the library loads.
 */
function useReturnFocus(): (event: Event) => void {
  const [returnTo] = React.useState(() => document.activeElement);
  return (event) => {
    event.preventDefault();
    // Something took focus as the dialog closed (a link in it led to a page, whose title took
    // it): it stays there. Otherwise the dialog's content went with focus in it, to the body.
    const now = document.activeElement;
    if (now instanceof HTMLElement && now !== document.body) return;
    if (returnTo instanceof HTMLElement && returnTo.isConnected) returnTo.focus();
  };
}

/**
 * The dimmed page behind an open dialog. Not Radix's Overlay: its scroll lock adds a <style>
 * element, which the production CSP refuses; a rule in globals.css keeps the page still (ADR 0103).
 */
function Overlay() {
  return (
    <div
      data-slot="dialog-overlay"
      className="fixed inset-0 z-50 bg-black/50"
      // Radix turns pointer events off on the page while a dialog is open; a press here must
      // still reach it, to close a Dialog (as Radix's Overlay does, in its style attribute).
      style={{ pointerEvents: 'auto' }}
    />
  );
}

export type DialogSurfaceProps = DialogContentProps & { onOpenChange: (open: boolean) => void };

/** An open `Dialog`'s box: Escape and a press beside it close it. */
export function DialogSurface({
  onOpenChange,
  showCloseButton = true,
  size,
  placement,
  className,
  children,
  ...props
}: DialogSurfaceProps) {
  const returnFocus = useReturnFocus();
  return (
    <DialogPrimitive.Root open onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <Overlay />
        <DialogPrimitive.Content
          data-slot="dialog-content"
          className={cn(
            dialogBox({ placement, size: placement === 'start' ? null : size }),
            className,
          )}
          onCloseAutoFocus={returnFocus}
          {...props}
        >
          {children}
          {showCloseButton ? (
            <DialogPrimitive.Close data-slot="dialog-close" className={closeClasses}>
              <XIcon />
              <span className="sr-only">Tutup</span>
            </DialogPrimitive.Close>
          ) : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

export const DialogTitle = slotted(
  DialogPrimitive.Title,
  'dialog-title',
  'font-semibold text-lg leading-none',
);
export const DialogDescription = slotted(
  DialogPrimitive.Description,
  'dialog-description',
  'text-muted-foreground text-sm',
);
