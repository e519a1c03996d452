import { Button, type ButtonProps, ConfirmDialog, StatusSwitch } from '@backoffice/ui';
import { type ReactNode, useCallback, useEffect, useSyncExternalStore } from 'react';
import { Link } from 'wouter';
import { listeners } from '../listeners';
import { type RowMutation, useRowMutation } from '../use-row-mutation';
import { type Activation, activationChange } from './activation';

/**
 * The one form of a list row's action (docs/engineering.md#row-actions): a small outlined
 * button, the same in every list, in the table's last column and on a phone's card. A
 * destructive one (Hapus, Tolak) keeps the outline and reads in the danger colour; its confirm
 * dialog has the red button. Its accessible name says whose row it acts on (`Hapus <name>`).
 */
export type RowActionProps = Omit<ButtonProps, 'variant' | 'size' | 'asChild'> & {
  danger?: boolean;
};

export function RowAction({ danger = false, ...props }: RowActionProps) {
  return (
    <Button
      variant={danger ? 'outline-danger' : 'outline'}
      size="sm"
      data-row-action={danger ? 'danger' : 'default'}
      {...props}
    />
  );
}

/** A row action that opens another page (the record's form or detail): a link that looks the same. */
export function RowActionLink({
  href,
  label,
  children,
}: {
  href: string;
  /** Whose page it opens: `Ubah <name>`. */
  label: string;
  children: ReactNode;
}) {
  return (
    <Button asChild variant="outline" size="sm" data-row-action="default">
      <Link href={href} aria-label={label}>
        {children}
      </Link>
    </Button>
  );
}

/**
 * Which row dialog is open, kept above the rows: a list shows its rows as a table or, on a
 * phone, as cards, and crossing that width draws the row (and a dialog inside it) anew. A dialog
 * whose open state lived in the row would close under the user's hand; here it outlives the
 * redraw. It is forgotten once no row asks for it any more (the list has gone).
 */
let openDialog: string | null = null;
const dialogChanges = listeners();
const dialogUsers = new Map<string, number>();

function setOpenDialog(key: string | null): void {
  openDialog = key;
  dialogChanges.notify();
}

/**
 * The open state of a row's dialog, `key` naming the dialog and its row (`Hapus 12`): use it,
 * not a row's own state, for any dialog a row action opens.
 */
export function useRowDialog(key: string): [boolean, (open: boolean) => void] {
  const open = useSyncExternalStore(dialogChanges.subscribe, () => openDialog === key);
  useEffect(() => {
    dialogUsers.set(key, (dialogUsers.get(key) ?? 0) + 1);
    return () => {
      dialogUsers.set(key, (dialogUsers.get(key) ?? 1) - 1);
      // The table's row and the card that replaces it change places in one commit: only a
      // dialog no row holds a moment later is closed for good.
      setTimeout(() => {
        if ((dialogUsers.get(key) ?? 0) > 0) return;
        dialogUsers.delete(key);
        if (openDialog === key) setOpenDialog(null);
      });
    };
  }, [key]);
  const setOpen = useCallback(
    (value: boolean) => {
      if (value) setOpenDialog(key);
      else if (openDialog === key) setOpenDialog(null);
    },
    [key],
  );
  return [open, setOpen];
}

export type RowConfirmActionProps = {
  /** The row's key (its id): the dialog stays open while the row is redrawn as a card or a table row. */
  rowKey: string | number;
  /** The button's and the dialog's confirm word: `Hapus`, `Tolak`, `Terima`. */
  label: string;
  /** Whose row it acts on: the button reads `<label> <name>`. */
  name: string;
  /** The question and what answering yes means. */
  title: string;
  description: string;
  danger?: boolean;
  /** While the row's change is on its way: the button is locked, the dialog busy. */
  pending: boolean;
  /** Sends the change; `done` runs when the call has ended, either way (the dialog closes). */
  onConfirm: (done: () => void) => void;
};

/** A row action that asks first; its dialog stays, busy, until the server answers. */
export function RowConfirmAction({
  rowKey,
  label,
  name,
  danger,
  pending,
  onConfirm,
  ...question
}: RowConfirmActionProps) {
  const [confirming, setConfirming] = useRowDialog(`${label} ${rowKey}`);
  return (
    <ConfirmDialog
      {...question}
      open={confirming}
      onOpenChange={setConfirming}
      confirmLabel={label}
      variant={danger ? 'danger' : undefined}
      pending={pending}
      onConfirm={() => onConfirm(() => setConfirming(false))}
      trigger={
        <RowAction danger={danger} aria-label={`${label} ${name}`} disabled={pending}>
          {label}
        </RowAction>
      }
    />
  );
}

/**
 * The one way a list description makes its rows' actions (or a cell's control, the status
 * switch): `use` is the hook they share (the row's `useRowMutation`, the detail parameter), called
 * once in each row, so the description stays plain data made once; `render` draws the row's
 * parts from this file with what `use` gave.
 */
export function rowActions<Row, Used>(
  use: () => Used,
  render: (row: Row, used: Used) => ReactNode,
): (row: Row) => ReactNode {
  return (row) => <RowActions row={row} use={use} render={render} />;
}

function RowActions<Row, Used>({
  row,
  use,
  render,
}: {
  row: Row;
  use: () => Used;
  render: (row: Row, used: Used) => ReactNode;
}) {
  return render(row, use());
}

/** A row action that only opens the row's page: `Detail <name>`, `Ubah <name>`. */
export function rowLink<Row>(
  label: string,
  href: (row: Row) => string,
  name: (row: Row) => string,
): (row: Row) => ReactNode {
  return (row) => (
    <RowActionLink href={href(row)} label={`${label} ${name(row)}`}>
      {label}
    </RowActionLink>
  );
}

/** What a record's Ubah and Hapus say: its name, its form, and the delete question. */
export type RecordRowTexts = {
  name: string;
  editHref: string;
  deleteTitle: string;
  deleteDescription: string;
};

/**
 * A record's Ubah (a link to its form) and Hapus (asks first) for a description's `rowActions`:
 * `useDelete` is the record's delete (an undoable row mutation: the row leaves at once, the
 * toast `<name> dihapus` offers Batalkan).
 */
export function recordRowActions<Row extends { id: number }>(
  useDelete: () => RowMutation<Row, void>,
  texts: (row: Row) => RecordRowTexts,
): (row: Row) => ReactNode {
  return rowActions(useDelete, (row, remove) => {
    const { name, editHref, deleteTitle, deleteDescription } = texts(row);
    return (
      <>
        <RowActionLink href={editHref} label={`Ubah ${name}`}>
          Ubah
        </RowActionLink>
        <RowConfirmAction
          rowKey={row.id}
          label="Hapus"
          name={name}
          title={deleteTitle}
          description={deleteDescription}
          danger
          pending={remove.isPending(row)}
          // The row leaves at once and the toast offers Batalkan: the dialog closes now.
          onConfirm={(done) => {
            remove.mutate(row, undefined, { undoText: `${name} dihapus` });
            done();
          }}
        />
      </>
    );
  });
}

/**
 * A row's on/off flag as its `StatusSwitch` (`Status <name>`), for a Status cell: undoable, sent
 * the value the switch turns to; the toast says `<name> diaktifkan` or `<name> dinonaktifkan`
 * with Batalkan.
 */
export function rowStatusSwitch<Row extends { id: number }>(
  activation: Activation<Row>,
  name: (row: Row) => string,
): (row: Row) => ReactNode {
  return rowActions(
    () => useActivation(activation),
    (row, toggle) => (
      <StatusSwitch
        checked={activation.isActive(row)}
        busy={toggle.isPending(row)}
        label={`Status ${name(row)}`}
        onCheckedChange={(checked) =>
          toggle.mutate(row, checked, {
            undoText: `${name(row)} ${checked ? 'diaktifkan' : 'dinonaktifkan'}`,
          })
        }
      />
    ),
  );
}

/** The row mutation of an activation: undoable, sent the value the switch turns to. */
function useActivation<Row extends { id: number }>(activation: Activation<Row>) {
  const { isActive: _isActive, send, apply: _apply, ...options } = activation;
  return useRowMutation<Row, boolean>({
    ...options,
    mode: 'undoable',
    send: (row, active) => send(row, active),
    change: (active) => activationChange(activation, active),
  });
}
