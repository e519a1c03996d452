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
import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { notify } from '../../notify';
import type { ListParams } from '../list-params';
import type { ViewList } from './list-prefs-store';
import {
  type ListPrefs,
  listPrefsKey,
  type SavedView,
  updateListPrefs,
  useListPrefs,
} from './list-prefs-store';
import { forgetDropped, openView, showsView, viewOf } from './saved-views';

/** What `Tampilan` knows of its list: the description and the params in effect. */
export type ViewsButtonProps = {
  description: ViewList;
  params: Pick<ListParams<PagedOperationId>, 'search' | 'filters'>;
};

const NAME_MAX = 60;
const STORAGE_REFUSED =
  'Browser menolak menyimpan tampilan. Periksa pengaturan penyimpanan browser.';

/** The name's problem, if any: empty, or another view's. */
function nameError(name: string, views: readonly SavedView[], except?: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'Isi nama tampilan.';
  const taken = views.some(
    (view) => view.id !== except && view.name.toLowerCase() === trimmed.toLowerCase(),
  );
  return taken ? 'Nama ini sudah dipakai tampilan lain.' : null;
}

function newId(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/**
 * The saved views of a list (docs/engineering.md#saved-views-and-columns): save what the list
 * shows under a name, open a view (a link: its URL opens the same list for anyone with the same
 * role, so it can be copied or opened in a new tab), make one the default, rename, delete. Loaded with the first click on `Tampilan`.
 */
export default function ViewsDialog({
  description,
  params,
  onOpenChange,
}: ViewsButtonProps & { onOpenChange: (open: boolean) => void }) {
  const key = listPrefsKey(description);
  const prefs = useListPrefs(key);
  const [location] = useLocation();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const current = viewOf(description, params);
  const narrowed = current.search !== '' || Object.keys(current.filters).length > 0;

  const update = (change: (prefs: ListPrefs) => ListPrefs, done: string) => {
    if (updateListPrefs(key, change)) notify.success(done);
    else notify.error(STORAGE_REFUSED);
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const problem = nameError(name, prefs.views);
    setError(problem);
    if (problem !== null) return;
    const view: SavedView = { id: newId(), name: name.trim(), ...current };
    update(
      (known) => ({ ...known, views: [...known.views, view] }),
      `Tampilan “${view.name}” disimpan.`,
    );
    setName('');
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
      <form className="grid gap-2" onSubmit={save} noValidate>
        <div className="flex flex-wrap items-start gap-2">
          <Field
            label="Nama tampilan"
            error={error}
            hint={narrowed ? undefined : 'Atur pencarian atau filter dulu, lalu simpan di sini.'}
            className="min-w-48 flex-1"
          >
            <Input
              value={name}
              maxLength={NAME_MAX}
              disabled={!narrowed}
              onChange={(event) => setName(event.target.value)}
            />
          </Field>
          <Button type="submit" disabled={!narrowed} className="mt-6.5">
            Simpan tampilan ini
          </Button>
        </div>
      </form>
      {prefs.views.length === 0 ? (
        <p className="text-muted-foreground text-sm">Belum ada tampilan tersimpan.</p>
      ) : (
        <ul aria-label="Daftar tampilan" className="grid max-h-[50vh] gap-2 overflow-y-auto">
          {prefs.views.map((view) => {
            const isDefault = prefs.defaultView === view.id;
            const shown = showsView(description, params, view);
            return renaming === view.id ? (
              <RenameRow
                key={view.id}
                view={view}
                views={prefs.views}
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
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    aria-label={`${isDefault ? 'Bukan bawaan lagi' : 'Jadikan bawaan'}: ${view.name}`}
                    onClick={() =>
                      update(
                        (known) => ({ ...known, defaultView: isDefault ? null : view.id }),
                        isDefault
                          ? 'Daftar ini kembali dibuka tanpa tampilan bawaan.'
                          : `Tampilan “${view.name}” menjadi bawaan daftar ini.`,
                      )
                    }
                  >
                    {isDefault ? 'Bukan bawaan lagi' : 'Jadikan bawaan'}
                  </Button>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    aria-label={`Ubah nama ${view.name}`}
                    onClick={() => setRenaming(view.id)}
                  >
                    Ubah nama
                  </Button>
                  <Button
                    type="button"
                    variant="outline-danger"
                    size="sm"
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
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Dialog>
  );
}

/** A view's row while it is renamed: the name in a field, Simpan and Batal. */
function RenameRow({
  view,
  views,
  onDone,
}: {
  view: SavedView;
  views: readonly SavedView[];
  onDone: (name: string | null) => void;
}) {
  const [name, setName] = useState(view.name);
  const [error, setError] = useState<string | null>(null);
  return (
    <li className="rounded-md border p-3">
      <form
        className="flex flex-wrap items-start gap-2"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const problem = nameError(name, views, view.id);
          setError(problem);
          if (problem === null) onDone(name.trim());
        }}
      >
        <Field label={`Nama baru untuk “${view.name}”`} error={error} className="min-w-48 flex-1">
          <Input
            value={name}
            maxLength={NAME_MAX}
            // The field the user just asked to edit takes the focus.
            autoFocus
            onChange={(event) => setName(event.target.value)}
          />
        </Field>
        <div className="mt-6.5 flex gap-2">
          <Button type="submit">Simpan</Button>
          <Button type="button" variant="outline" onClick={() => onDone(null)}>
            Batal
          </Button>
        </div>
      </form>
    </li>
  );
}
