import {
  Button,
  Dialog,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@backoffice/ui';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { notify } from '../../notify';
import { arrangeColumns, type Column, columnName, type useListColumns } from './list-columns';

/** What `Kolom` knows of its list: its noun and columns in the description's order, the person's. */
export type ColumnsButtonProps = {
  description: { noun: string; columns: readonly Column[] };
  columns: ReturnType<typeof useListColumns<Column>>;
};

const STORAGE_REFUSED =
  'Browser menolak menyimpan pilihan kolom. Periksa pengaturan penyimpanan browser.';

/** A column's two moves, up and down the list. */
const MOVES = [
  { key: 'up', step: -1, label: 'Naik', verb: 'Naikkan' },
  { key: 'down', step: 1, label: 'Turun', verb: 'Turunkan' },
] as const;

/**
 * Which columns the list shows and in which order (docs/engineering.md#saved-views-and-columns),
 * each change kept at once, so the table behind shows it. Loaded with the first click on `Kolom`.
 */
export default function ColumnsDialog({
  description,
  columns,
  onOpenChange,
}: ColumnsButtonProps & { onOpenChange: (open: boolean) => void }) {
  const arranged = arrangeColumns(description.columns, columns.layout);
  const shownCount = arranged.filter((entry) => entry.shown).length;
  const [said, setSaid] = useState('');

  const keep = (entries: typeof arranged, text: string) => {
    const stored = columns.save({
      order: entries.map((entry) => entry.column.id),
      hidden: entries.filter((entry) => !entry.shown).map((entry) => entry.column.id),
    });
    if (stored) setSaid(text);
    else notify.error(STORAGE_REFUSED);
  };

  const move = (index: number, by: -1 | 1) => {
    const entries = [...arranged];
    const [entry] = entries.splice(index, 1);
    if (entry === undefined) return;
    entries.splice(index + by, 0, entry);
    const text = `Kolom ${columnName(entry.column)} dipindah ke urutan ${index + by + 1} dari ${entries.length}.`;
    flushSync(() => keep(entries, text));
    // The moved column's button keeps the focus (React moves its row, which drops it); at an end
    // of the list, where it is disabled, its box takes it.
    const id = `column-${entry.column.id}`;
    const button = document.getElementById(`${id}-${by < 0 ? 'up' : 'down'}`);
    if (button instanceof HTMLButtonElement && !button.disabled) button.focus();
    else document.getElementById(`${id}-box`)?.focus();
  };

  return (
    <Dialog open onOpenChange={onOpenChange} size="md">
      <DialogHeader>
        <DialogTitle>Kolom {description.noun}</DialogTitle>
        <DialogDescription>
          Pilih kolom yang tampil dan urutannya. Pilihan ini tersimpan di browser ini untuk akun
          kamu, juga berlaku di tampilan ponsel.
        </DialogDescription>
      </DialogHeader>
      <ul aria-label="Kolom" className="grid gap-1">
        {arranged.map((entry, index) => {
          const name = columnName(entry.column);
          const id = `column-${entry.column.id}`;
          return (
            <li
              key={entry.column.id}
              className="flex items-center gap-2 rounded-md border px-3 py-1.5"
            >
              <label className="flex min-w-0 flex-1 cursor-pointer items-center gap-3 text-sm">
                <input
                  id={`${id}-box`}
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={entry.shown}
                  // The last column shown stays: a table needs one.
                  disabled={entry.shown && shownCount === 1}
                  onChange={() =>
                    keep(
                      arranged.map((each) =>
                        each === entry ? { ...each, shown: !each.shown } : each,
                      ),
                      `Kolom ${name} ${entry.shown ? 'disembunyikan' : 'ditampilkan'}.`,
                    )
                  }
                />
                <span className="truncate">{name}</span>
              </label>
              {MOVES.map(({ key, step, label, verb }) => (
                <Button
                  key={key}
                  id={`${id}-${key}`}
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={`${verb} kolom ${name}`}
                  disabled={step < 0 ? index === 0 : index === arranged.length - 1}
                  onClick={() => move(index, step)}
                >
                  {label}
                </Button>
              ))}
            </li>
          );
        })}
      </ul>
      <p role="status" className="sr-only">
        {said}
      </p>
      <DialogFooter>
        <Button
          type="button"
          variant="outline"
          disabled={!columns.customized}
          onClick={() => {
            if (columns.reset()) setSaid('Kolom kembali ke bawaan.');
            else notify.error(STORAGE_REFUSED);
          }}
        >
          Kembalikan kolom bawaan
        </Button>
        <Button type="button" onClick={() => onOpenChange(false)}>
          Selesai
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
