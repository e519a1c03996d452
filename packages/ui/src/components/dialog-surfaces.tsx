import * as AlertDialogPrimitive from '@radix-ui/react-alert-dialog';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import * as React from 'react';
import { cn } from '../lib/cn';
import { Button } from './button';
import {
  type ConfirmDialogProps,
  type DialogContentProps,
  type DialogParts,
  DialogPartsContext,
  dialogContentClasses,
  dialogOverlayClasses,
} from './dialog-parts';
import { XIcon } from './icons';

// This module is the dialogs' share of the library: it loads with the first dialog that opens
// (dialog-loader.ts, ADR 0103). The parts a page renders (Dialog, DialogTitle, ConfirmDialog…)
// live in dialog.tsx and confirm-dialog.tsx and only render these boxes while open.

/** The ✕ in a dialog's top right corner, Dialog's and ConfirmDialog's alike. */
const closeClasses =
  'absolute top-4 right-4 cursor-pointer rounded-sm opacity-70 transition-opacity hover:opacity-100 disabled:pointer-events-none';

const parts: DialogParts = {
  Title: DialogPrimitive.Title,
  Description: DialogPrimitive.Description,
};

/**
 * Focus goes back to where it was when the dialog opened (the button that opened it). Radix
 * would focus its own Trigger, which these dialogs do not use: the trigger is part of the page's
 * code, rendered before the library has loaded.
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
 * The page behind an open dialog. Not Radix's Overlay: its scroll lock adds a <style> element,
 * which the production CSP refuses (style-src 'self'); a rule in globals.css keeps the page
 * still instead (ADR 0103).
 */
function Overlay() {
  return (
    <div
      data-slot="dialog-overlay"
      className={dialogOverlayClasses}
      // Radix turns pointer events off on the page while a dialog is open; a press here must
      // still reach it, to close a Dialog (as Radix's Overlay does, in its style attribute).
      style={{ pointerEvents: 'auto' }}
    />
  );
}

const SIZES: Record<NonNullable<DialogContentProps['size']>, string> = {
  md: 'sm:max-w-md',
  lg: 'sm:max-w-lg',
  xl: 'sm:max-w-xl',
  '2xl': 'sm:max-w-2xl',
};

/** A box over the page, less a margin on each side. */
const BOX =
  'left-1/2 grid max-h-[calc(100dvh-2rem)] w-full max-w-[calc(100%-2rem)] -translate-x-1/2 rounded-lg border bg-background';

const PLACEMENTS: Record<NonNullable<DialogContentProps['placement']>, string> = {
  center: `${BOX} top-1/2 -translate-y-1/2 gap-4 p-6`,
  top: `${BOX} top-4 sm:top-[12vh] sm:max-h-[76vh]`,
  start:
    'top-0 left-0 flex h-dvh max-h-dvh w-(--drawer-width) max-w-[85vw] flex-col border-r bg-card',
};

export type DialogSurfaceProps = Omit<DialogContentProps, 'showCloseButton'> & {
  showCloseButton: boolean;
  onOpenChange: (open: boolean) => void;
};

/** An open `Dialog`'s box: Escape and a press beside it close it. */
export function DialogSurface({
  onOpenChange,
  showCloseButton,
  size = 'lg',
  placement = 'center',
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
            dialogContentClasses,
            PLACEMENTS[placement],
            placement !== 'start' && SIZES[size],
            className,
          )}
          onCloseAutoFocus={returnFocus}
          {...props}
        >
          <DialogPartsContext.Provider value={parts}>{children}</DialogPartsContext.Provider>
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

export type ConfirmSurfaceProps = Required<
  Pick<ConfirmDialogProps, 'confirmLabel' | 'cancelLabel' | 'variant' | 'pending'>
> &
  Pick<ConfirmDialogProps, 'onOpenChange' | 'title' | 'description' | 'onConfirm' | 'className'>;

/**
 * An open `ConfirmDialog`'s box (Radix AlertDialog): the Cancel button takes the focus, so the
 * safe answer is one Enter away; a press beside the box does nothing. A ✕ closes it too, as it
 * closes a `Dialog` (not while the action runs). It is a plain button, not the library's Cancel:
 * the library gives the first focus to its Cancel, which must stay the "Batal" button.
 */
export function ConfirmSurface({
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  variant,
  pending,
  onConfirm,
  className,
}: ConfirmSurfaceProps) {
  const returnFocus = useReturnFocus();
  return (
    <AlertDialogPrimitive.Root open onOpenChange={onOpenChange}>
      <AlertDialogPrimitive.Portal>
        <Overlay />
        <AlertDialogPrimitive.Content
          data-slot="confirm-dialog"
          data-variant={variant}
          aria-busy={pending || undefined}
          className={cn(dialogContentClasses, PLACEMENTS.center, SIZES.md, className)}
          onCloseAutoFocus={returnFocus}
        >
          {/* Room for the ✕ beside the title. */}
          <div className="flex flex-col gap-2 px-6 text-center sm:ps-0 sm:text-left">
            <AlertDialogPrimitive.Title className="font-semibold text-lg leading-none">
              {title}
            </AlertDialogPrimitive.Title>
            {description ? (
              <AlertDialogPrimitive.Description className="text-muted-foreground text-sm">
                {description}
              </AlertDialogPrimitive.Description>
            ) : null}
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialogPrimitive.Cancel asChild>
              <Button type="button" variant="outline" disabled={pending}>
                {cancelLabel}
              </Button>
            </AlertDialogPrimitive.Cancel>
            <Button type="button" variant={variant} loading={pending} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
          {pending ? null : (
            <button
              type="button"
              data-slot="dialog-close"
              className={closeClasses}
              onClick={() => onOpenChange(false)}
            >
              <XIcon />
              <span className="sr-only">Tutup</span>
            </button>
          )}
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
