import type { PagedOperationId } from '@backoffice/sdk';
import { Button } from '@backoffice/ui';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { notify } from '../../notify';
import type { ListParams } from '../list-params';
import type { ListColumns } from './list-columns';
import { updateListPrefs, useListPrefs } from './list-prefs-store';
import {
  droppedNote,
  holdsListParams,
  listPrefsKey,
  openView,
  showsView,
  type ViewList,
} from './saved-views';

// The dialogs load with their first use: no list route carries them (docs/engineering.md#budgets).
const ViewsDialog = lazy(() => import('./views-dialog'));
const ColumnsDialog = lazy(() => import('./columns-dialog'));

export type ViewsButtonProps = {
  description: ViewList;
  params: Pick<ListParams<PagedOperationId>, 'search' | 'filters'>;
};

type Column = { id: string; header: ReactNode };

export type ColumnsButtonProps = {
  noun: string;
  /** The description's columns, in its order. */
  all: readonly Column[];
  columns: ListColumns<Column>;
};

/** `Tampilan` in the toolbar, named after the saved view the list shows, if any. */
export function ViewsButton(props: ViewsButtonProps) {
  const prefs = useListPrefs(listPrefsKey(props.description));
  const [open, setOpen] = useState(false);
  const shown = prefs.views.find((view) => showsView(props.description, props.params, view));
  return (
    <>
      <Button variant="outline" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {shown ? `Tampilan: ${shown.name}` : 'Tampilan'}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ViewsDialog {...props} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}

/** `Kolom` in the toolbar: which columns show, and their order. */
export function ColumnsButton(props: ColumnsButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {props.columns.customized ? 'Kolom (diubah)' : 'Kolom'}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ColumnsDialog {...props} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * Opens the person's default view when the list is opened with none of its own parameters (a
 * menu link, not a shared link or Back to a narrowed list); once, when the list mounts, so
 * `Reset` afterwards shows the whole list.
 */
export function useDefaultView(description: ViewList): void {
  const key = listPrefsKey(description);
  const prefs = useListPrefs(key);
  const [location, navigate] = useLocation();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const view = prefs.views.find((each) => each.id === prefs.defaultView);
    const { search } = window.location;
    if (view === undefined || holdsListParams(description, search)) return;
    const opened = openView(description, location, view, search);
    if (opened.dropped.length > 0) {
      updateListPrefs(key, (known) => ({
        ...known,
        views: known.views.map((each) => (each.id === view.id ? opened.kept : each)),
      }));
      notify.success(droppedNote(view, opened.dropped));
    }
    navigate(opened.href, { replace: true });
  }, [description, key, prefs, location, navigate]);
}
