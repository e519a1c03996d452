import * as React from 'react';
import { createPortal } from 'react-dom';
import { cn } from '../lib/cn';

export type ModalProps = Omit<React.ComponentProps<'dialog'>, 'open'> & {
  /** Asks to close: Escape, and a click beside the box when `closeOnOutsideClick`. */
  onRequestClose: () => void;
  closeOnOutsideClick?: boolean;
};

/**
 * The browser's own modal `<dialog>` (see docs/decisions for why not a library): `showModal()`
 * puts it in the top layer, makes the page behind it inert (focus stays inside) and focuses its
 * first control. This adds what the element leaves to us: Escape and a click on the backdrop ask
 * the owner to close (so a saving dialog can refuse), and focus goes back to where it was.
 * Rendered only while open: unmounting closes it.
 */
export function Modal({
  onRequestClose,
  closeOnOutsideClick = false,
  className,
  onKeyDown,
  onClick,
  ...props
}: ModalProps) {
  const ref = React.useRef<HTMLDialogElement>(null);
  const requestClose = React.useRef(onRequestClose);
  requestClose.current = onRequestClose;

  React.useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog === null) return;
    const returnFocusTo = document.activeElement;
    dialog.showModal();
    return () => {
      // Still modal while React unmounts it, and the page behind it inert: close it first.
      dialog.close();
      if (returnFocusTo instanceof HTMLElement && returnFocusTo.isConnected) returnFocusTo.focus();
    };
  }, []);

  return createPortal(
    <dialog
      ref={ref}
      aria-modal="true"
      className={cn('backdrop:bg-black/50', className)}
      // The close request comes from us (keydown below), never from the browser alone: a dialog
      // that closed itself would leave React still rendering it as open.
      onCancel={(event) => event.preventDefault()}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key === 'Escape' && !event.defaultPrevented) {
          event.preventDefault();
          requestClose.current();
        }
      }}
      onClick={(event) => {
        onClick?.(event);
        if (!closeOnOutsideClick || event.target !== ref.current) return;
        // A click whose target is the dialog itself is on its padding or on the backdrop.
        const box = ref.current.getBoundingClientRect();
        const inside =
          event.clientX >= box.left &&
          event.clientX <= box.right &&
          event.clientY >= box.top &&
          event.clientY <= box.bottom;
        if (!inside) requestClose.current();
      }}
      {...props}
    />,
    document.body,
  );
}
