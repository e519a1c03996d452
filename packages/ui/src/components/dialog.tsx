import * as React from 'react';
import { slotted } from '../lib/cn';
import { Button } from './button';
import type { DialogContentProps } from './dialog-surfaces';

export type DialogProps = DialogContentProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

type DialogSurfaces = typeof import('./dialog-surfaces');

let loading: Promise<DialogSurfaces> | undefined;
let loaded: DialogSurfaces | undefined;

/**
 * Radix Dialog with our boxes around it, loaded with the first dialog that opens (ADR 0103). A
 * failed load is forgotten, so the next dialog tries again.
 */
function loadDialogSurfaces(): Promise<DialogSurfaces> {
  loading ??= import('./dialog-surfaces').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Fetches the dialogs' code ahead, once the page has shown what it came for, so the first dialog
 * opens at once, even offline. Never rejects.
 */
export async function preloadDialogs(): Promise<void> {
  await loadDialogSurfaces().catch(() => undefined);
}

/** The loaded dialog boxes; suspends until they have loaded. */
function useDialogSurfaces(): DialogSurfaces {
  return loaded ?? React.use(loadDialogSurfaces());
}

function OpenDialog(props: Omit<DialogProps, 'open'>) {
  const { DialogSurface } = useDialogSurfaces();
  return <DialogSurface {...props} />;
}

/**
 * A modal dialog, always controlled (its owner keeps whether it is open), rendered only while
 * open: Escape and a press beside it close it, focus returns to where it was. Its library loads
 * with the first dialog (ADR 0103); until then nothing shows.
 */
export function Dialog({ open, ...props }: DialogProps) {
  if (!open) return null;
  return (
    <React.Suspense fallback={null}>
      <OpenDialog {...props} />
    </React.Suspense>
  );
}

export const DialogHeader = slotted(
  'div',
  'dialog-header',
  'flex flex-col gap-2 text-center sm:text-left',
);
export const DialogFooter = slotted(
  'div',
  'dialog-footer',
  'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end',
);

// A dialog's content renders once its box has loaded, so these find the library there (outside a
// Dialog, Radix's own check names the mistake).
export function DialogTitle(props: React.ComponentProps<'h2'>) {
  const { DialogTitle: Title } = useDialogSurfaces();
  return <Title {...props} />;
}

export function DialogDescription(props: React.ComponentProps<'p'>) {
  const { DialogDescription: Description } = useDialogSurfaces();
  return <Description {...props} />;
}

export type ConfirmDialogProps = Pick<DialogProps, 'open' | 'onOpenChange'> & {
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
};

/**
 * A question before an action: a `Dialog` whose box is an alert dialog. Cancel has the focus, so
 * the safe answer is one Enter away; Escape and the ✕ cancel (not while the action runs).
 */
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
}: ConfirmDialogProps) {
  const cancel = React.useRef<HTMLButtonElement>(null);
  function handleOpenChange(next: boolean) {
    // A request in flight must not lose its dialog to Escape or the Cancel button.
    if (pending && !next) return;
    onOpenChange(next);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={handleOpenChange}
      role="alertdialog"
      data-slot="confirm-dialog"
      data-variant={variant}
      aria-busy={pending || undefined}
      {...(description ? {} : { 'aria-describedby': undefined })}
      size="md"
      showCloseButton={!pending}
      // A press beside it answers nothing (Radix asks this of a press and of the focus leaving).
      onInteractOutside={(event) => event.preventDefault()}
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
    </Dialog>
  );
}
