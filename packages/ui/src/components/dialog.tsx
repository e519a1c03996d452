import { Slot } from 'radix-ui';
import * as React from 'react';
import { cn } from '../lib/cn';
import { XIcon } from './icons';
import { Modal } from './modal';

type DialogState = {
  open: boolean;
  setOpen: (open: boolean) => void;
  titleId: string;
  descriptionId: string;
};

const DialogContext = React.createContext<DialogState | null>(null);

function useDialog(part: string): DialogState {
  const state = React.useContext(DialogContext);
  if (state === null) throw new Error(`${part} must be inside <Dialog>`);
  return state;
}

export type DialogProps = {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children?: React.ReactNode;
};

/** A modal dialog, controlled (`open`, `onOpenChange`) or not (`defaultOpen`). */
export function Dialog({ open, defaultOpen = false, onOpenChange, children }: DialogProps) {
  const [ownOpen, setOwnOpen] = React.useState(defaultOpen);
  const titleId = React.useId();
  const descriptionId = React.useId();
  const state: DialogState = {
    open: open ?? ownOpen,
    setOpen: (next) => {
      if (open === undefined) setOwnOpen(next);
      onOpenChange?.(next);
    },
    titleId,
    descriptionId,
  };
  return <DialogContext.Provider value={state}>{children}</DialogContext.Provider>;
}

type SlotButtonProps = React.ComponentProps<'button'> & { asChild?: boolean };

export function DialogTrigger({ asChild = false, onClick, ...props }: SlotButtonProps) {
  const dialog = useDialog('DialogTrigger');
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      type={asChild ? undefined : 'button'}
      data-slot="dialog-trigger"
      aria-haspopup="dialog"
      aria-expanded={dialog.open}
      onClick={(event: React.MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) dialog.setOpen(true);
      }}
      {...props}
    />
  );
}

export function DialogClose({ asChild = false, onClick, ...props }: SlotButtonProps) {
  const dialog = useDialog('DialogClose');
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      type={asChild ? undefined : 'button'}
      data-slot="dialog-close"
      onClick={(event: React.MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) dialog.setOpen(false);
      }}
      {...props}
    />
  );
}

/** Surface layout shared by Dialog and ConfirmDialog. */
export const dialogContentClasses =
  'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-full max-w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border bg-background p-6 text-foreground shadow-lg outline-none sm:max-w-lg';

export type DialogContentProps = React.ComponentProps<'dialog'> & {
  /** Shows the corner close button (labelled "Tutup"). */
  showCloseButton?: boolean;
};

/** The dialog box; rendered only while the dialog is open. A click beside it closes it. */
export function DialogContent({
  className,
  children,
  showCloseButton = true,
  ...props
}: DialogContentProps) {
  const dialog = useDialog('DialogContent');
  if (!dialog.open) return null;
  return (
    <Modal
      data-slot="dialog-content"
      aria-labelledby={dialog.titleId}
      aria-describedby={dialog.descriptionId}
      closeOnOutsideClick
      onRequestClose={() => dialog.setOpen(false)}
      className={cn(dialogContentClasses, className)}
      {...props}
    >
      {children}
      {showCloseButton ? (
        <DialogClose className="absolute top-4 right-4 cursor-pointer rounded-sm opacity-70 outline-none transition-opacity hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring disabled:pointer-events-none">
          <XIcon />
          <span className="sr-only">Tutup</span>
        </DialogClose>
      ) : null}
    </Modal>
  );
}

export function DialogHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-header"
      className={cn('flex flex-col gap-2 text-center sm:text-left', className)}
      {...props}
    />
  );
}

export function DialogFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: React.ComponentProps<'h2'>) {
  const dialog = useDialog('DialogTitle');
  return (
    <h2
      id={dialog.titleId}
      data-slot="dialog-title"
      className={cn('font-semibold text-lg leading-none', className)}
      {...props}
    />
  );
}

export function DialogDescription({ className, ...props }: React.ComponentProps<'p'>) {
  const dialog = useDialog('DialogDescription');
  return (
    <p
      id={dialog.descriptionId}
      data-slot="dialog-description"
      className={cn('text-muted-foreground text-sm', className)}
      {...props}
    />
  );
}
