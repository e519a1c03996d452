import * as React from 'react';
import { cn, slotted } from '../lib/cn';
import { useDialogSurfaces } from './dialog-loader';
import { type DialogContentProps, type DialogParts, DialogPartsContext } from './dialog-parts';

export type { DialogContentProps };

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children?: React.ReactNode;
};

type DialogState = Omit<DialogProps, 'children'>;

const DialogContext = React.createContext<DialogState | null>(null);

function useDialog(part: string): DialogState {
  const state = React.useContext(DialogContext);
  if (state === null) throw new Error(`${part} must be inside <Dialog>`);
  return state;
}

/** A modal dialog, always controlled: its owner keeps whether it is open. */
export function Dialog({ children, ...state }: DialogProps) {
  return <DialogContext.Provider value={state}>{children}</DialogContext.Provider>;
}

function OpenDialog({
  dialog,
  showCloseButton = true,
  ...contentProps
}: DialogContentProps & { dialog: DialogState }) {
  const { DialogSurface } = useDialogSurfaces();
  return (
    <DialogSurface
      {...contentProps}
      showCloseButton={showCloseButton}
      onOpenChange={dialog.onOpenChange}
    />
  );
}

/**
 * The dialog box, rendered only while the dialog is open: Escape and a press beside it close it,
 * focus returns to where it was. Its library loads with the first dialog (ADR 0103); until then
 * nothing shows.
 */
export function DialogContent(props: DialogContentProps) {
  const dialog = useDialog('DialogContent');
  if (!dialog.open) return null;
  return (
    <React.Suspense fallback={null}>
      <OpenDialog {...props} dialog={dialog} />
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

function useDialogParts(part: string): DialogParts {
  const parts = React.useContext(DialogPartsContext);
  if (parts === null) throw new Error(`${part} must be inside <DialogContent>`);
  return parts;
}

export function DialogTitle({ className, ...props }: React.ComponentProps<'h2'>) {
  const { Title } = useDialogParts('DialogTitle');
  return (
    <Title
      data-slot="dialog-title"
      className={cn('font-semibold text-lg leading-none', className)}
      {...props}
    />
  );
}

export function DialogDescription({ className, ...props }: React.ComponentProps<'p'>) {
  const { Description } = useDialogParts('DialogDescription');
  return (
    <Description
      data-slot="dialog-description"
      className={cn('text-muted-foreground text-sm', className)}
      {...props}
    />
  );
}
