import { Button } from '@backoffice/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { ColumnsButtonProps } from './columns-dialog';
import { listPrefsKey, useListPrefs, type ViewList } from './list-prefs-store';
import type { ViewsButtonProps } from './views-dialog';

// The dialogs load with their first use: no list route carries them (docs/engineering.md#budgets).
const ViewsDialog = lazy(() => import('./views-dialog'));
const ColumnsDialog = lazy(() => import('./columns-dialog'));

/** `Tampilan` in the toolbar: the list's saved views. */
export function ViewsButton(props: ViewsButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Tampilan
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
 * `Reset` afterwards shows the whole list. What opens it loads only for a list that has one.
 */
export function useDefaultView(description: ViewList): void {
  const { defaultView } = useListPrefs(listPrefsKey(description));
  const [location, navigate] = useLocation();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (defaultView === null) return;
    void import('./saved-views').then(({ openDefaultView }) => {
      // The user followed a link away while it loaded: the list is not theirs to change now.
      if (window.location.pathname !== location) return;
      const href = openDefaultView(description, location, window.location.search);
      if (href !== null) navigate(href, { replace: true });
    });
  }, [description, defaultView, location, navigate]);
}
