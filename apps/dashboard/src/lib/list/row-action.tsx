import { Button, type ButtonProps, ConfirmDialog, StatusSwitch } from '@backoffice/ui';
import { type ReactNode, useCallback, useEffect, useSyncExternalStore } from 'react';
import { Link } from 'wouter';
import { listeners } from '../listeners';
import type { RowChange } from '../row-cache';
import { type RowMutationOptions, useRowMutation } from '../use-row-mutation';
import type { BulkAction } from './list-description';

/**
 * The one form of a list row's action (docs/engineering.md#row-actions): a small outlined
 * button; a destructive one reads in the danger colour. Its name says whose row (`Hapus <name>`).
 */
export function RowAction({
  danger = false,
  ...props
}: Omit<ButtonProps, 'variant' | 'size' | 'asChild'> & { danger?: boolean }) {
  return (
    <Button
      variant={danger ? 'outline-danger' : 'outline'}
      size="sm"
      data-row-action={danger ? 'danger' : 'default'}
      {...props}
    />
  );
}

/** A row action that opens the row's form or detail: a link named `<label> <name>`. */
export function RowActionLink({
  href,
  label,
  name,
}: {
  href: string;
  label: string;
  name: string;
}) {
  return (
    <Button asChild variant="outline" size="sm" data-row-action="default">
      <Link href={href} aria-label={`${label} ${name}`}>
        {label}
      </Link>
    </Button>
  );
}

/**
 * Which row dialog is open, kept above the rows: crossing the phone's width redraws a row as a
 * card, and a dialog whose open state lived in the row would close under the user's hand.
 */
let openDialog: string | null = null;
const dialogChanges = listeners();
const dialogUsers = new Map<string, number>();

function setOpenDialog(key: string | null): void {
  openDialog = key;
  dialogChanges.notify();
}

/** The open state of a row's dialog, `key` naming the dialog and its row (`Hapus 12`). */
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

/** A row action that asks first; its dialog stays, busy, until the server answers. */
export function RowConfirmAction({
  rowKey,
  label,
  name,
  danger,
  pending,
  onConfirm,
  ...question
}: {
  rowKey: string | number;
  /** The button's and the dialog's confirm word: `Hapus`; the button reads `<label> <name>`. */
  label: string;
  name: string;
  title: string;
  description: string;
  danger?: boolean;
  /** The button is locked, the dialog busy. */
  pending: boolean;
  /** `done` closes the dialog. */
  onConfirm: (done: () => void) => void;
}) {
  const [confirming, setConfirming] = useRowDialog(`${label} ${rowKey}`);
  return (
    <>
      <RowAction
        danger={danger}
        aria-label={`${label} ${name}`}
        aria-haspopup="dialog"
        disabled={pending}
        onClick={() => setConfirming(true)}
      >
        {label}
      </RowAction>
      <ConfirmDialog
        {...question}
        open={confirming}
        onOpenChange={setConfirming}
        confirmLabel={label}
        variant={danger ? 'danger' : undefined}
        pending={pending}
        onConfirm={() => onConfirm(() => setConfirming(false))}
      />
    </>
  );
}

/**
 * The one way a list description makes its rows' actions (or a cell's control): `use` is the hook
 * they share, called once in each row, so the description stays plain data made once.
 */
export function rowActions<Row, Used>(
  use: () => Used,
  render: (row: Row, used: Used) => ReactNode,
): (row: Row) => ReactNode {
  return (row) => <RowActions row={row} use={use} render={render} />;
}

function RowActions<Row, Used>(props: {
  row: Row;
  use: () => Used;
  render: (row: Row, used: Used) => ReactNode;
}) {
  return props.render(props.row, props.use());
}

/** A row action that only opens the row's page: `Detail <name>`. */
export function rowLink<Row>(
  label: string,
  href: (row: Row) => string,
  name: (row: Row) => string,
): (row: Row) => ReactNode {
  return (row) => <RowActionLink href={href(row)} label={label} name={name(row)} />;
}

/**
 * A record's removal as data (vouchers, promos, surveys): the row's Hapus and the list's bulk
 * Hapus are made from it, so the two cannot send or show it differently.
 */
export type Deletion<Row extends { id: number }> = Pick<
  RowMutationOptions<Row, void>,
  'lists' | 'success'
> & { send: (row: Row) => Promise<unknown> };

/** The list's bulk Hapus: the rows leave at once, as the row's Hapus takes its row. */
export function deletionBulkAction<Row extends { id: number }>({
  send,
}: Deletion<Row>): BulkAction<Row> {
  return { id: 'delete', label: 'Hapus', run: send, change: { kind: 'remove' }, danger: true };
}

/** A record's Ubah (a link to its form) and Hapus (asks first; undoable, `<name> dihapus`). */
export function recordRowActions<Row extends { id: number }>(
  deletion: Deletion<Row>,
  texts: (row: Row) => {
    name: string;
    editHref: string;
    deleteTitle: string;
    deleteDescription: string;
  },
): (row: Row) => ReactNode {
  const removal = () =>
    useRowMutation<Row>({ ...deletion, mode: 'undoable', change: () => ({ kind: 'remove' }) });
  return rowActions(removal, (row, remove) => {
    const { name, editHref, deleteTitle, deleteDescription } = texts(row);
    return (
      <>
        <RowActionLink href={editHref} label="Ubah" name={name} />
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
 * A row's on/off flag, changed in place (docs/product.md#states): its switch and its list's bulk
 * actions are made from it, so the two cannot send or show a change differently.
 */
export type Activation<Row extends { id: number }> = Pick<
  RowMutationOptions<Row, boolean>,
  'lists' | 'success' | 'alsoRefetch'
> & {
  isActive: (row: Row) => boolean;
  /** Sets the flag to `active`; a toggle call (it takes no value) may ignore it. */
  send: (row: Row, active: boolean) => Promise<unknown>;
  apply: (row: Row, active: boolean) => Row;
};

function activationChange<Row extends { id: number }>(
  { apply }: Activation<Row>,
  active: boolean,
): RowChange<Row> {
  return { kind: 'update', apply: (row) => apply(row, active) };
}

/** Each touches only the rows standing the other way: a toggle call never turns a row the wrong way. */
export function activationBulkActions<Row extends { id: number }>(
  activation: Activation<Row>,
): readonly BulkAction<Row>[] {
  const { isActive, send } = activation;
  return (
    [
      ['activate', 'Aktifkan', true],
      ['deactivate', 'Nonaktifkan', false],
    ] as const
  ).map(([id, label, active]) => ({
    id,
    label,
    appliesTo: (row: Row) => isActive(row) !== active,
    run: (row: Row) => send(row, active),
    change: activationChange(activation, active),
  }));
}

/** A row's on/off flag as its `StatusSwitch` (`Status <name>`): undoable, `<name> diaktifkan`. */
export function rowStatusSwitch<Row extends { id: number }>(
  activation: Activation<Row>,
  name: (row: Row) => string,
): (row: Row) => ReactNode {
  const toggling = () =>
    useRowMutation<Row, boolean>({
      ...activation,
      mode: 'undoable',
      change: (active) => activationChange(activation, active),
    });
  return rowActions(toggling, (row, toggle) => (
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
  ));
}
