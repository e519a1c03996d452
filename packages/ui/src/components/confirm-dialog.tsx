import { Slot } from 'radix-ui';
import * as React from 'react';
import { cn } from '../lib/cn';
import { Button } from './button';
import { dialogContentClasses } from './dialog';
import { Modal } from './modal';

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

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Ya, lanjutkan',
  cancelLabel = 'Batal',
  variant = 'primary',
  pending = false,
  onConfirm,
  trigger,
  className,
}: ConfirmDialogProps) {
  const titleId = React.useId();
  const descriptionId = React.useId();

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
        <Modal
          role="alertdialog"
          data-slot="confirm-dialog"
          data-variant={variant}
          aria-busy={pending || undefined}
          aria-labelledby={titleId}
          aria-describedby={description ? descriptionId : undefined}
          onRequestClose={() => handleOpenChange(false)}
          className={cn(dialogContentClasses, 'sm:max-w-md', className)}
        >
          <div className="flex flex-col gap-2 text-center sm:text-left">
            <h2 id={titleId} className="font-semibold text-lg leading-none">
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className="text-muted-foreground text-sm">
                {description}
              </p>
            ) : null}
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            {/* First in the box, so it takes the focus: the safe answer is one Enter away. */}
            <Button
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
          </div>
        </Modal>
      ) : null}
    </>
  );
}
