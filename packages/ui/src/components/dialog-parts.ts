import type * as DialogPrimitive from '@radix-ui/react-dialog';
import * as React from 'react';

// What the dialogs' page code (dialog.tsx) and their lazily loaded box (dialog-surfaces.tsx)
// share, so that neither imports the other.

/** The loaded library's title and description, handed by the open box to the page's parts. */
export type DialogParts = {
  Title: React.ComponentType<React.ComponentProps<'h2'>>;
  Description: React.ComponentType<React.ComponentProps<'p'>>;
};

export const DialogPartsContext = React.createContext<DialogParts | null>(null);

export type DialogContentProps = React.ComponentProps<typeof DialogPrimitive.Content> & {
  /** Shows the corner close button (labelled "Tutup"). */
  showCloseButton?: boolean;
  /** Its width from 640 px up (default `lg`, 32 rem); below, the screen's less a margin. */
  size?: 'md' | 'lg' | 'xl' | '2xl';
  /**
   * `center` (default): a form or a question, centred and padded. `top`: a search (the palette)
   * near the top, so that its results grow downwards. `start`: a drawer along the left edge,
   * the screen's height and the menu's width (`--drawer-width`), `size` not applying. In `top`
   * and `start` the parts pad themselves.
   */
  placement?: 'center' | 'top' | 'start';
};
