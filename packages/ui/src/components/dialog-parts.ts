import * as React from 'react';

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
