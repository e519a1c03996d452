import { Slot } from 'radix-ui';
import * as React from 'react';
import { Button } from './button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './dialog';

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

/**
 * A question before an action: a `Dialog` whose box is an alert dialog (as Radix's AlertDialog
 * makes it). Cancel has the focus, so the safe answer is one Enter away; Escape and the ✕ cancel
 * (not while the action runs); a press beside it does nothing. Its library loads with the first
 * dialog (ADR 0103).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  confirmLabel = 'Ya, lanjutkan',
  cancelLabel = 'Batal',
  variant = 'primary',
  pending = false,
  onConfirm,
  className,
}: ConfirmDialogProps) {
  const cancel = React.useRef<HTMLButtonElement>(null);
  function handleOpenChange(next: boolean) {
    // A request in flight must not lose its dialog to Escape or the Cancel button.
    if (pending && !next) return;
    onOpenChange(next);
  }
  const keep = (event: Event) => event.preventDefault();

  return (
    <>
      {trigger ? (
        <Slot.Root aria-haspopup="dialog" onClick={() => onOpenChange(true)}>
          {trigger}
        </Slot.Root>
      ) : null}
      <Dialog open={open} onOpenChange={handleOpenChange}>
        <DialogContent
          role="alertdialog"
          data-slot="confirm-dialog"
          data-variant={variant}
          aria-busy={pending || undefined}
          {...(description ? {} : { 'aria-describedby': undefined })}
          size="md"
          showCloseButton={!pending}
          className={className}
          onPointerDownOutside={keep}
          onInteractOutside={keep}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            cancel.current?.focus();
          }}
        >
          {/* Room for the ✕ beside the title. */}
          <DialogHeader className="px-6 sm:ps-0">
            <DialogTitle>{title}</DialogTitle>
            {description ? <DialogDescription>{description}</DialogDescription> : null}
          </DialogHeader>
          <DialogFooter>
            <Button
              ref={cancel}
              type="button"
              variant="outline"
              disabled={pending}
              onClick={() => handleOpenChange(false)}
            >
              {cancelLabel}
            </Button>
            <Button type="button" variant={variant} loading={pending} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
