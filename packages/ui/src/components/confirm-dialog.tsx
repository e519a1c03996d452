import { Slot } from 'radix-ui';
import * as React from 'react';
import { useDialogSurfaces } from './dialog-loader';
import type { ConfirmDialogProps } from './dialog-parts';
import type { ConfirmSurfaceProps } from './dialog-surfaces';

export type { ConfirmDialogProps };

function OpenConfirmDialog(props: ConfirmSurfaceProps) {
  const { ConfirmSurface } = useDialogSurfaces();
  return <ConfirmSurface {...props} />;
}

/**
 * A question before an action (an alert dialog): Cancel has the focus, Escape cancels, a press
 * beside it does nothing. Its library loads with the first dialog (ADR 0103).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  confirmLabel = 'Ya, lanjutkan',
  cancelLabel = 'Batal',
  variant = 'primary',
  pending = false,
  ...props
}: ConfirmDialogProps) {
  function handleOpenChange(next: boolean) {
    // A request in flight must not lose its dialog to Escape or the Cancel button.
    if (pending && !next) return;
    onOpenChange(next);
  }

  return (
    <>
      {trigger ? (
        <Slot.Root aria-haspopup="dialog" onClick={() => onOpenChange(true)}>
          {trigger}
        </Slot.Root>
      ) : null}
      {open ? (
        <React.Suspense fallback={null}>
          <OpenConfirmDialog
            {...props}
            confirmLabel={confirmLabel}
            cancelLabel={cancelLabel}
            variant={variant}
            pending={pending}
            onOpenChange={handleOpenChange}
          />
        </React.Suspense>
      ) : null}
    </>
  );
}
