import type { PagedOperationId } from '@backoffice/sdk';
import {
  Badge,
  Button,
  Dialog,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Field,
  Input,
} from '@backoffice/ui';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { notify } from '../../notify';
import type { ListParams } from '../list-params';
import { RowAction } from '../row-action';
import {
  type ListPrefs,
  type SavedView,
  updateListPrefs,
  useListPrefs,
  type ViewList,
} from './list-prefs-store';
import { forgetDropped, openView, showsView, viewOf } from './saved-views';

/** What `Tampilan` knows of its list: the description and the params in effect. */
export type ViewsButtonProps = {
  description: ViewList;
  params: Pick<ListParams<PagedOperationId>, 'search' | 'filters'> & { narrowed: boolean };
};

const NAME_MAX = 60;
const STORAGE_REFUSED =
  'Browser menolak menyimpan tampilan. Periksa pengaturan penyimpanan browser.';

/**
 * The saved views of a list (docs/engineering.md#saved-views-and-columns). A view is a link: its
 * URL opens the same list for anyone with the same role. Loaded with the first click on `Tampilan`.
 */
export default function ViewsDialog({
  description,
  params,
  onOpenChange,
}: ViewsButtonProps & { onOpenChange: (open: boolean) => void }) {
  const key = description.operation;
  const prefs = useListPrefs(key);
  const [location] = useLocation();
  const [renaming, setRenaming] = useState<string | null>(null);
  const current = viewOf(description, params);

  const update = (change: (prefs: ListPrefs) => ListPrefs, done: string) => {
    if (updateListPrefs(key, change)) notify.success(done);
    else notify.error(STORAGE_REFUSED);
  };

  const save = (name: string | null) => {
    if (name === null) return;
    const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const view: SavedView = { id, name, ...current };
    update(
      (known) => ({ ...known, views: [...known.views, view] }),
      `Tampilan “${view.name}” disimpan.`,
    );
  };

  const open = (view: SavedView) => {
    forgetDropped(key, view, openView(description, location, view));
    onOpenChange(false);
  };

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogHeader>
        <DialogTitle>Tampilan tersimpan</DialogTitle>
        <DialogDescription>
          Simpan pencarian dan filter yang sedang dibuka dengan sebuah nama, lalu buka lagi kapan
          saja. Tersimpan di browser ini untuk akun kamu; nama tampilan adalah tautan yang bisa
          dibagikan.
        </DialogDescription>
      </DialogHeader>
      <NameForm views={prefs.views} narrowed={params.narrowed} onDone={save} />
      {prefs.views.length === 0 ? (
        <p className="text-muted-foreground text-sm">Belum ada tampilan tersimpan.</p>
      ) : (
        <ul aria-label="Daftar tampilan" className="grid max-h-[50vh] gap-2 overflow-y-auto">
          {prefs.views.map((view) => {
            const isDefault = prefs.defaultView === view.id;
            const defaultLabel = isDefault ? 'Bukan bawaan lagi' : 'Jadikan bawaan';
            const shown = showsView(current, view);
            return renaming === view.id ? (
              <li key={view.id} className="rounded-md border p-3">
                <NameForm
                  views={prefs.views}
                  renaming={view}
                  onDone={(renamed) => {
                    setRenaming(null);
                    if (renamed === null) return;
                    update(
                      (known) => ({
                        ...known,
                        views: known.views.map((each) =>
                          each.id === view.id ? { ...each, name: renamed } : each,
                        ),
                      }),
                      `Tampilan “${view.name}” diganti namanya menjadi “${renamed}”.`,
                    );
                  }}
                />
              </li>
            ) : (
              <li key={view.id} className="grid gap-2 rounded-md border p-3">
                <div className="flex flex-wrap items-center gap-2">
                  <Link
                    href={openView(description, location, view).href}
                    onClick={() => open(view)}
                    className="font-medium text-link underline-offset-4 hover:underline"
                    aria-current={shown ? 'page' : undefined}
                  >
                    {view.name}
                  </Link>
                  {isDefault ? <Badge variant="info">Bawaan</Badge> : null}
                  {shown ? (
                    <span className="text-muted-foreground text-xs">Sedang dibuka</span>
                  ) : null}
                </div>
                <div className="flex flex-wrap gap-2">
                  <RowAction
                    aria-label={`${defaultLabel}: ${view.name}`}
                    onClick={() =>
                      update(
                        (known) => ({ ...known, defaultView: isDefault ? null : view.id }),
                        isDefault
                          ? 'Daftar ini kembali dibuka tanpa tampilan bawaan.'
                          : `Tampilan “${view.name}” menjadi bawaan daftar ini.`,
                      )
                    }
                  >
                    {defaultLabel}
                  </RowAction>
                  <RowAction
                    aria-label={`Ubah nama ${view.name}`}
                    onClick={() => setRenaming(view.id)}
                  >
                    Ubah nama
                  </RowAction>
                  <RowAction
                    danger
                    aria-label={`Hapus ${view.name}`}
                    onClick={() =>
                      update(
                        (known) => ({
                          ...known,
                          views: known.views.filter((each) => each.id !== view.id),
                          defaultView: known.defaultView === view.id ? null : known.defaultView,
                        }),
                        `Tampilan “${view.name}” dihapus.`,
                      )
                    }
                  >
                    Hapus
                  </RowAction>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Dialog>
  );
}

/**
 * A view's name, checked before `onDone` (empty, or another view's): a new view's while the list
 * is `narrowed`, or the one `renaming`'s, whose field takes the focus the user asked for.
 */
function NameForm({
  views,
  renaming,
  narrowed = true,
  onDone,
}: {
  views: readonly SavedView[];
  renaming?: SavedView;
  narrowed?: boolean;
  /** null: Batal. */
  onDone: (name: string | null) => void;
}) {
  const [name, setName] = useState(renaming?.name ?? '');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="flex flex-wrap items-start gap-2"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = name.trim();
        const taken = views.some(
          (view) => view.id !== renaming?.id && view.name.toLowerCase() === trimmed.toLowerCase(),
        );
        const problem =
          trimmed === ''
            ? 'Isi nama tampilan.'
            : taken
              ? 'Nama ini sudah dipakai tampilan lain.'
              : null;
        setError(problem);
        if (problem !== null) return;
        onDone(trimmed);
        setName('');
      }}
    >
      <Field
        label={renaming ? `Nama baru untuk “${renaming.name}”` : 'Nama tampilan'}
        error={error}
        hint={narrowed ? undefined : 'Atur pencarian atau filter dulu, lalu simpan di sini.'}
        className="min-w-48 flex-1"
      >
        <Input
          value={name}
          maxLength={NAME_MAX}
          disabled={!narrowed}
          autoFocus={renaming !== undefined}
          onChange={(event) => setName(event.target.value)}
        />
      </Field>
      <div className="mt-6.5 flex gap-2">
        <Button type="submit" disabled={!narrowed}>
          {renaming ? 'Simpan' : 'Simpan tampilan ini'}
        </Button>
        {renaming ? (
          <Button type="button" variant="outline" onClick={() => onDone(null)}>
            Batal
          </Button>
        ) : null}
      </div>
    </form>
  );
}
