import type * as DialogPrimitive from '@radix-ui/react-dialog';
import * as React from 'react';

// What the dialogs' page code (dialog.tsx, confirm-dialog.tsx) and their lazily loaded boxes
// (dialog-surfaces.tsx) share, so that neither imports the other.

/** Surface layout shared by Dialog and ConfirmDialog. */
export const dialogContentClasses =
  'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-full max-w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border bg-background p-6 text-foreground shadow-lg outline-none sm:max-w-lg';

/** The dimmed page behind an open dialog; the page does not scroll while it shows (globals.css). */
export const dialogOverlayClasses = 'fixed inset-0 z-50 bg-black/50';

/**
 * The title and description parts of the loaded dialog library, handed by the open dialog's box
 * to the `DialogTitle` and `DialogDescription` inside it: those are part of the page's code, the
 * library is not (it loads with the first dialog, ADR 0103).
 */
export type DialogParts = {
  Title: React.ComponentType<React.ComponentProps<'h2'>>;
  Description: React.ComponentType<React.ComponentProps<'p'>>;
};

export const DialogPartsContext = React.createContext<DialogParts | null>(null);

export type DialogContentProps = React.ComponentProps<typeof DialogPrimitive.Content> & {
  /** Shows the corner close button (labelled "Tutup"). */
  showCloseButton?: boolean;
};

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: React.ReactNode;
  description?: React.ReactNode;
  confirmLabel?: React.ReactNode;
  cancelLabel?: React.ReactNode;
  /** `danger` for destructive actions (delete, reject). */
  variant?: 'primary' | 'danger';
  /** While the action runs: the confirm button spins, nothing can close the dialog. */
  pending?: boolean;
  /** Runs the action. The dialog stays open; close it (onOpenChange(false)) when the action ends. */
  onConfirm: () => void;
  /** Optional element that opens the dialog. */
  trigger?: React.ReactNode;
  className?: string;
};
