import { ConfirmDialog } from '@backoffice/ui';
import { type ReactNode, useState } from 'react';
import { RowAction, RowActionLink } from './list/row-action';
import type { RowMutation } from './use-row-mutation';

export type RecordRowActionsProps = {
  /** The record as users name it, for the buttons' accessible names: `Ubah <name>`. */
  name: string;
  /** The record's edit form. */
  editHref: string;
  /** The question and what deleting it means, e.g. `Hapus promo?`. */
  deleteTitle: string;
  deleteDescription: string;
  /** Deletes the record; `done` runs when the call has ended, either way (the dialog closes). */
  onDelete: (done: () => void) => void;
  deleting: boolean;
};

/**
 * A list row's Ubah (a link to its form) and Hapus (asks first; the dialog stays, busy, until the
 * server answers): the one shape of a record's row actions (docs/engineering.md#screen-kit).
 */
export function RecordRowActions({
  name,
  editHref,
  deleteTitle,
  deleteDescription,
  onDelete,
  deleting,
}: RecordRowActionsProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <RowActionLink href={editHref} label={`Ubah ${name}`}>
        Ubah
      </RowActionLink>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={deleteTitle}
        description={deleteDescription}
        confirmLabel="Hapus"
        variant="danger"
        pending={deleting}
        onConfirm={() => onDelete(() => setConfirming(false))}
        trigger={
          <RowAction danger aria-label={`Hapus ${name}`} disabled={deleting}>
            Hapus
          </RowAction>
        }
      />
    </>
  );
}

/** What a record's row actions say: its name, its form, and the delete question. */
export type RecordRowTexts = Omit<RecordRowActionsProps, 'onDelete' | 'deleting'>;

/**
 * A record's Ubah and Hapus for a description's `rowActions`: `useDelete` is the record's
 * delete (a wait-for-answer row mutation), `texts` what the row's buttons and question say. Each
 * row's actions hold their own mutation, so the description stays plain data made once.
 */
export function recordRowActions<Row extends { id: number }>(
  useDelete: () => RowMutation<Row, void>,
  texts: (row: Row) => RecordRowTexts,
): (row: Row) => ReactNode {
  return (row) => <DeletableRecordRowActions row={row} useDelete={useDelete} texts={texts} />;
}

function DeletableRecordRowActions<Row extends { id: number }>({
  row,
  useDelete,
  texts,
}: {
  row: Row;
  useDelete: () => RowMutation<Row, void>;
  texts: (row: Row) => RecordRowTexts;
}) {
  const remove = useDelete();
  return (
    <RecordRowActions
      {...texts(row)}
      deleting={remove.isPending(row)}
      onDelete={(done) => remove.mutate(row, undefined, { onSettled: done })}
    />
  );
}
