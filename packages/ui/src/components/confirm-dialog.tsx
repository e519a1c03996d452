import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { Button } from './button';
import { dialogContentClasses } from './dialog';

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
  function handleOpenChange(next: boolean) {
    // A request in flight must not lose its dialog to Escape or the Cancel button.
    if (pending && !next) return;
    onOpenChange(next);
  }

  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={handleOpenChange}>
      {trigger ? (
        <AlertDialogPrimitive.Trigger asChild>{trigger}</AlertDialogPrimitive.Trigger>
      ) : null}
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay
          data-slot="confirm-dialog-overlay"
          className="fixed inset-0 z-50 bg-black/50"
        />
        <AlertDialogPrimitive.Content
          data-slot="confirm-dialog"
          data-variant={variant}
          aria-busy={pending || undefined}
          className={cn(dialogContentClasses, 'sm:max-w-md', className)}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex flex-col gap-2 text-center sm:text-left">
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
              <Button variant="outline" disabled={pending}>
                {cancelLabel}
              </Button>
            </AlertDialogPrimitive.Cancel>
            <Button variant={variant} loading={pending} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
