import { Slot } from 'radix-ui';
import * as React from 'react';
import { useDialogSurfaces } from './dialog-loader';
import type { ConfirmSurfaceProps } from './dialog-surfaces';

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
